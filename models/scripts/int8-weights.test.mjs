import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { int8Weights, quantizePerChannel } from './int8-weights.mjs'
import { floatTensor, INT8 } from './onnx-writer.mjs'

describe('int8 weights', () => {
  test('each output channel gets its own scale, its largest weight maps to ±127', () => {
    // Two output channels of a 1x1 convolution over two inputs: [O=2, I=2, 1, 1].
    const { q, scales } = quantizePerChannel(Float32Array.from([1, -0.25, 0.01, -0.04]), [2, 2, 1, 1], 0)
    assert.deepEqual(Array.from(q), [127, -32, 32, -127])
    assert.ok(Math.abs(scales[0] - 1 / 127) < 1e-9)
    assert.ok(Math.abs(scales[1] - 0.04 / 127) < 1e-9)
    // Read back, every weight is within half a step of its channel's scale.
    const back = Array.from(q, (v, i) => v * scales[i < 2 ? 0 : 1])
    for (const [i, w] of [1, -0.25, 0.01, -0.04].entries())
      assert.ok(Math.abs(back[i] - w) <= scales[i < 2 ? 0 : 1] / 2 + 1e-9)
  })

  test('a ConvTranspose weight [I, O, kh, kw] is scaled per output channel, its second axis', () => {
    const { scales } = quantizePerChannel(Float32Array.from([2, 0.5, -4, 0.25]), [2, 2, 1, 1], 1)
    // Output channel 0 holds 2 and -4, channel 1 holds 0.5 and 0.25.
    assert.ok(Math.abs(scales[0] - 4 / 127) < 1e-9)
    assert.ok(Math.abs(scales[1] - 0.5 / 127) < 1e-9)
  })

  test('only convolution weights are rewritten, each read back by a DequantizeLinear node placed first', () => {
    const weight = floatTensor(
      'w',
      [8, 4, 3, 3],
      Array.from({ length: 288 }, (_, i) => Math.sin(i)),
    )
    const slope = floatTensor(
      'slope',
      [1, 8, 1, 1],
      Array.from({ length: 8 }, () => 0.25),
    )
    const small = floatTensor(
      'small',
      [2, 1, 3, 3],
      Array.from({ length: 18 }, () => 0.5),
    )
    const model = {
      nodes: [
        { op: 'Conv', inputs: ['x', 'w'], outputs: ['y'], name: 'conv' },
        { op: 'PRelu', inputs: ['y', 'slope'], outputs: ['z'], name: 'prelu' },
        { op: 'Conv', inputs: ['z', 'small'], outputs: ['out'], name: 'conv2' },
      ],
      initializers: [weight, slope, small],
    }
    assert.equal(int8Weights(model), 1)
    assert.deepEqual(
      model.nodes.map((n) => [n.op, n.inputs, n.outputs]),
      [
        ['DequantizeLinear', ['w__int8', 'w__scale'], ['w']],
        ['Conv', ['x', 'w'], ['y']],
        ['PRelu', ['y', 'slope'], ['z']],
        ['Conv', ['z', 'small'], ['out']],
      ],
    )
    assert.deepEqual(model.nodes[0].attributes, { axis: 0 })
    const byName = Object.fromEntries(model.initializers.map((t) => [t.name, t]))
    assert.equal(byName.w__int8.type, INT8)
    assert.equal(byName.w__int8.raw.length, 288)
    assert.deepEqual(byName.w__scale.dims, [8])
    // The slope (not a convolution weight) and the 18-value kernel (too small to bother) stay float32.
    assert.equal(byName.slope.raw.length, 32)
    assert.equal(byName.small.raw.length, 72)
    assert.equal(byName.w, undefined)
  })
})
