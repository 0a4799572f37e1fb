// Converts a small TensorFlow.js graph model of convolutions (MediaPipe's iris landmark model as
// @vladmandic/human ships it) to an ONNX graph in NCHW, the way tflite-to-onnx.mjs does for TFLite.
// Supported: Placeholder, Const, _FusedConv2D (fused BiasAdd, optionally then Prelu),
// DepthwiseConv2dNative, AddV2, Prelu, MaxPool, Pad, ConcatV2, Identity. Anything else stops the conversion
// with its name, rather than writing a graph that computes something else.
// TensorFlow's "SAME" padding becomes explicit pads (it puts the odd pixel at the end, as ONNX's explicit pads
// can). A graph output of shape [N, 1, 1, C] becomes [N, C]: the same numbers in the same order, without a
// layout question for whoever reads it.
import { floatTensor, int64Tensor, writeOnnx } from './onnx-writer.mjs'
import { convNode, samePads } from './tf-ops.mjs'

/** [kh, kw, I, O] (TensorFlow's HWIO filter) to [O, I, kh, kw] (ONNX Conv). */
function hwioToOihw(values, [kh, kw, ci, co]) {
  const out = new Float32Array(values.length)
  for (let y = 0; y < kh; y++)
    for (let x = 0; x < kw; x++)
      for (let i = 0; i < ci; i++)
        for (let o = 0; o < co; o++)
          out[((o * ci + i) * kh + y) * kw + x] = values[((y * kw + x) * ci + i) * co + o]
  return out
}

/** Output size of one spatial axis, and its [begin, end] pads, for TensorFlow's SAME or VALID. */
function spatial(padding, size, kernel, stride, dilation, node) {
  if (padding === 'SAME') return [Math.ceil(size / stride), samePads(size, kernel, stride, dilation)]
  if (padding === 'VALID') return [Math.ceil((size - (kernel - 1) * dilation) / stride), [0, 0]]
  throw new Error(`${node}: padding ${padding} is not supported`)
}

const nchw = (shape) => (shape.length === 4 ? [shape[0], shape[3], shape[1], shape[2]] : shape)

/**
 * graph: from readTfjsGraph. names: { [tf name]: onnx name } for the graph's inputs and outputs (the rest keep
 * TensorFlow's names). The batch size is fixed to 1.
 */
export function convertTfjsGraph(
  graph,
  { names = {}, producer = 'visa-photo-studio tfjs-graph-to-onnx', opset = 17, transform = () => {} } = {},
) {
  const byName = new Map(graph.nodes.map((n) => [n.name, n]))
  const shapes = new Map() // tf name -> NHWC shape, to work out SAME pads and channel counts
  const nodes = []
  const initializers = []
  const initialized = new Set()
  let counter = 0
  const fresh = (base) => `${base}__${counter++}`
  const onnxName = (tf) => (graph.inputs.includes(tf) ? (names[tf] ?? tf) : tf)
  const constOf = (tf, node) => {
    const c = graph.consts.get(tf)
    if (!c) throw new Error(`${node}: input ${tf} must be a constant`)
    return c
  }
  // One initializer per derived name, so a constant two nodes share is written once.
  const init = (tensor) => {
    if (!initialized.has(tensor.name)) {
      initialized.add(tensor.name)
      initializers.push(tensor)
    }
    return tensor.name
  }
  const perChannel = (tf, channels, node) => {
    const { values } = constOf(tf, node)
    if (values.length !== channels) throw new Error(`${node}: ${tf} must hold one value per channel`)
    // [C] broadcasts over C in NCHW only as [C, 1, 1]
    return init(floatTensor(`${tf}__c11`, [channels, 1, 1], values))
  }

  function conv(n, { depthwise }) {
    const [x, filter, ...args] = n.inputs
    if ((n.attr.data_format ?? 'NHWC') !== 'NHWC') throw new Error(`${n.name}: only NHWC is supported`)
    const [, h, w, c] = shapes.get(x)
    const f = constOf(filter, n.name)
    const [kh, kw, fi, fo] = f.shape
    if (fi !== c) throw new Error(`${n.name}: the filter expects ${fi} channels, the input has ${c}`)
    const [, sh, sw] = n.attr.strides
    const [, dh, dw] = n.attr.dilations ?? [1, 1, 1, 1]
    const [outH, [pt, pb]] = spatial(n.attr.padding, h, kh, sh, dh, n.name)
    const [outW, [pl, pr]] = spatial(n.attr.padding, w, kw, sw, dw, n.name)
    // Depthwise [kh, kw, C, M] is a grouped conv with C*M outputs, output c*M+m reading channel c: as HWIO
    // [kh, kw, 1, C*M] it transposes to ONNX's [C*M, 1, kh, kw] in that order.
    const dims = depthwise ? [kh, kw, 1, fi * fo] : [kh, kw, fi, fo]
    const weight = init(
      floatTensor(`${filter}__oihw`, [dims[3], dims[2], kh, kw], hwioToOihw(f.values, dims)),
    )
    const inputs = [x, weight]
    // Fused ops seen in these models: BiasAdd, or BiasAdd then Prelu (its alpha is the next argument).
    const fused = n.op === '_FusedConv2D' ? n.attr.fused_ops : []
    const known =
      fused.length === 0 || (fused[0] === 'BiasAdd' && (fused.length === 1 || fused[1] === 'Prelu'))
    if (!known || fused.length > 2)
      throw new Error(`${n.name}: fused ops ${fused.join('+')} are not supported`)
    if (fused.length) {
      const bias = constOf(args[0], n.name)
      inputs.push(init(floatTensor(args[0], [bias.values.length], bias.values)))
    }
    const outC = dims[3]
    const prelu = fused[1] === 'Prelu'
    const convOut = prelu ? fresh(`${n.name}_linear`) : n.name
    nodes.push(
      convNode({
        inputs,
        output: convOut,
        name: fresh(depthwise ? 'dwconv' : 'conv'),
        kernel: [kh, kw],
        strides: [sh, sw],
        dilations: [dh, dw],
        pads: [pt, pl, pb, pr],
        group: depthwise ? c : 1,
      }),
    )
    if (prelu)
      nodes.push({
        op: 'PRelu',
        inputs: [convOut, perChannel(args[1], outC, n.name)],
        outputs: [n.name],
        name: fresh('prelu'),
      })
    return [1, outH, outW, outC]
  }

  // Each op: emits its ONNX node(s) and returns the output's NHWC shape.
  const ops = {
    Placeholder: (n) => n.attr.shape.map((d) => (d < 0 ? 1 : d)),
    _FusedConv2D: (n) => conv(n, { depthwise: false }),
    DepthwiseConv2dNative: (n) => conv(n, { depthwise: true }),
    AddV2: (n) => {
      const [a, b] = n.inputs
      const operand = (tf, other) =>
        graph.consts.has(tf) ? perChannel(tf, shapes.get(other).at(-1), n.name) : tf
      nodes.push({ op: 'Add', inputs: [operand(a, b), operand(b, a)], outputs: [n.name], name: fresh('add') })
      return shapes.get(graph.consts.has(a) ? b : a)
    },
    Prelu: (n) => {
      const [x, alpha] = n.inputs
      const shape = shapes.get(x)
      const slope = perChannel(alpha, shape.at(-1), n.name)
      nodes.push({ op: 'PRelu', inputs: [x, slope], outputs: [n.name], name: fresh('prelu') })
      return shape
    },
    MaxPool: (n) => {
      const [x] = n.inputs
      if ((n.attr.data_format ?? 'NHWC') !== 'NHWC') throw new Error(`${n.name}: only NHWC is supported`)
      const [, h, w, c] = shapes.get(x)
      const [, kh, kw] = n.attr.ksize
      const [, sh, sw] = n.attr.strides
      const [outH, [pt, pb]] = spatial(n.attr.padding, h, kh, sh, 1, n.name)
      const [outW, [pl, pr]] = spatial(n.attr.padding, w, kw, sw, 1, n.name)
      nodes.push({
        op: 'MaxPool',
        inputs: [x],
        outputs: [n.name],
        name: fresh('pool'),
        attributes: { kernel_shape: [kh, kw], strides: [sh, sw], pads: [pt, pl, pb, pr] },
      })
      return [1, outH, outW, c]
    },
    Pad: (n) => {
      const [x, paddings] = n.inputs
      const p = constOf(paddings, n.name).values // [[n0,n1],[h0,h1],[w0,w1],[c0,c1]]
      const shape = shapes.get(x)
      if (shape.length !== 4) throw new Error(`${n.name}: only rank-4 Pad is supported`)
      nodes.push({
        op: 'Pad',
        inputs: [
          x,
          init(int64Tensor(`${paddings}__nchw`, [8], [p[0], p[6], p[2], p[4], p[1], p[7], p[3], p[5]])),
        ],
        outputs: [n.name],
        name: fresh('pad'),
        attributes: { mode: 'constant' },
      })
      return shape.map((d, i) => d + p[2 * i] + p[2 * i + 1])
    },
    ConcatV2: (n) => {
      const xs = n.inputs.slice(0, -1)
      const rank = shapes.get(xs[0]).length
      const raw = constOf(n.inputs.at(-1), n.name).values[0]
      const axis = raw < 0 ? raw + rank : raw
      const onnxAxis = rank === 4 ? [0, 2, 3, 1][axis] : axis // NHWC axis -> NCHW axis
      nodes.push({
        op: 'Concat',
        inputs: xs,
        outputs: [n.name],
        name: fresh('concat'),
        attributes: { axis: onnxAxis },
      })
      const shape = [...shapes.get(xs[0])]
      shape[axis] = xs.reduce((sum, x) => sum + shapes.get(x)[axis], 0)
      return shape
    },
    Identity: (n) => {
      nodes.push({ op: 'Identity', inputs: [n.inputs[0]], outputs: [n.name], name: fresh('identity') })
      return shapes.get(n.inputs[0])
    },
  }

  // Depth first from the outputs, so the nodes come out in an order ONNX accepts and unused ones are dropped.
  function visit(tf) {
    if (shapes.has(tf) || graph.consts.has(tf)) return
    const n = byName.get(tf)
    if (!n) throw new Error(`node ${tf} is not in the graph`)
    const convert = ops[n.op]
    if (!convert) throw new Error(`TFJS op ${n.op} (${n.name}) is not supported by this converter`)
    for (const i of n.inputs) visit(i)
    shapes.set(tf, convert(n))
  }
  for (const o of graph.outputs) visit(o)

  // The input is renamed where it is read: every node reading a placeholder takes its ONNX name.
  for (const node of nodes) node.inputs = node.inputs.map(onnxName)
  const outputs = graph.outputs.map((tf) => {
    const shape = nchw(shapes.get(tf))
    const name = names[tf] ?? `${tf}__out`
    if (shape.length === 4 && shape[2] === 1 && shape[3] === 1) {
      nodes.push({
        op: 'Flatten',
        inputs: [tf],
        outputs: [name],
        name: fresh('flatten'),
        attributes: { axis: 1 },
      })
      return { name, dims: shape.slice(0, 2) }
    }
    nodes.push({ op: 'Identity', inputs: [tf], outputs: [name], name: fresh('output') })
    return { name, dims: shape }
  })
  const model = {
    producer,
    opset,
    graphName: 'converted',
    nodes,
    initializers,
    inputs: graph.inputs.map((tf) => ({ name: onnxName(tf), dims: nchw(shapes.get(tf)) })),
    outputs,
  }
  transform(model)
  return writeOnnx(model)
}
