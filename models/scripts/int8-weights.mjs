// Stores a converted graph's convolution weights as int8 with one scale per output channel, read back by an
// ONNX DequantizeLinear node in front of each Conv / ConvTranspose (docs/models.md, "Weights in int8"). Only
// the stored weights change: the graph still computes in float32, and ONNX Runtime turns each weight back
// into float32 when the session runs. The served file shrinks by about half after brotli (the face mesh
// 1.16 -> 0.55 MB), which is most of what a first visit on a slow phone network waits for.
import { FLOAT, INT8, rawTensor } from './onnx-writer.mjs'

/** Weights smaller than this stay float32: a few biases' worth of bytes, not worth a node. */
const MIN_VALUES = 64

/**
 * The axis of a weight's output channels: 0 for Conv ([O, I, kh, kw]), 1 for ConvTranspose ([I, O, kh, kw]).
 * Anything else (a PRelu slope, a bias, a shape) is left alone.
 */
const OUTPUT_AXIS = { Conv: 0, ConvTranspose: 1 }

/** Symmetric int8 per output channel: scale = max |w| / 127 over the channel, q = round(w / scale). */
export function quantizePerChannel(values, dims, axis) {
  const channels = dims[axis]
  const inner = dims.slice(axis + 1).reduce((a, b) => a * b, 1)
  const outer = dims.slice(0, axis).reduce((a, b) => a * b, 1)
  const channelOf = (i) => Math.floor(i / inner) % channels
  const max = new Float64Array(channels)
  for (let i = 0; i < values.length; i++) max[channelOf(i)] = Math.max(max[channelOf(i)], Math.abs(values[i]))
  const scales = Float32Array.from(max, (m) => (m > 0 ? m / 127 : 1))
  const q = new Int8Array(values.length)
  for (let i = 0; i < values.length; i++) {
    const v = Math.round(values[i] / scales[channelOf(i)])
    q[i] = Math.max(-127, Math.min(127, v))
  }
  if (outer * channels * inner !== values.length) throw new Error('weight dims do not match its values')
  return { q, scales }
}

/**
 * Rewrites `model` (the object onnx-writer's writeOnnx takes) in place: every float32 initializer used only as
 * the weight (input 1) of Conv or ConvTranspose nodes of one kind becomes `<name>__int8` and `<name>__scale`,
 * and a DequantizeLinear node placed first in the graph gives back `<name>`. Returns how many it rewrote.
 */
export function int8Weights(model) {
  const uses = new Map()
  for (const node of model.nodes)
    node.inputs.forEach((input, k) => {
      if (!uses.has(input)) uses.set(input, [])
      uses.get(input).push({ op: node.op, k })
    })
  const dequantize = []
  const initializers = []
  for (const tensor of model.initializers) {
    const use = uses.get(tensor.name) ?? []
    const ops = new Set(use.map((u) => u.op))
    const axis = OUTPUT_AXIS[use[0]?.op]
    const eligible =
      tensor.type === FLOAT &&
      tensor.dims.length === 4 &&
      use.length > 0 &&
      ops.size === 1 &&
      axis !== undefined &&
      use.every((u) => u.k === 1)
    const values = eligible ? new Float32Array(tensor.raw.slice().buffer) : null
    if (!values || values.length < MIN_VALUES) {
      initializers.push(tensor)
      continue
    }
    const { q, scales } = quantizePerChannel(values, tensor.dims, axis)
    const qName = `${tensor.name}__int8`
    const scaleName = `${tensor.name}__scale`
    initializers.push(
      rawTensor(qName, tensor.dims, INT8, new Uint8Array(q.buffer)),
      rawTensor(scaleName, [tensor.dims[axis]], FLOAT, new Uint8Array(scales.buffer)),
    )
    dequantize.push({
      op: 'DequantizeLinear',
      inputs: [qName, scaleName],
      outputs: [tensor.name],
      name: `${tensor.name}__dequantize`,
      attributes: { axis },
    })
  }
  model.nodes = [...dequantize, ...model.nodes]
  model.initializers = initializers
  return dequantize.length
}
