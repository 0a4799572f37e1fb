// Converts a small TFLite convolutional model (MediaPipe's face landmark and selfie segmentation models) to an
// ONNX graph in NCHW. Supported: DEQUANTIZE of float16 constants (folded into float32 initializers), CONV_2D,
// DEPTHWISE_CONV_2D, PRELU, ADD, MUL, MAX_POOL_2D, AVERAGE_POOL_2D, PAD (spatial and channel), RELU,
// HARD_SWISH, LOGISTIC, RESIZE_BILINEAR, MediaPipe's custom Convolution2DTransposeBias and the fused
// RELU / RELU6. Anything else stops the conversion with its name, rather than writing a graph that computes
// something else.
// TensorFlow's "SAME" padding becomes explicit pads (it puts the odd pixel at the end, as ONNX's explicit
// pads can). See docs/models.md for how the result is checked.
import { halfToFloat } from './half.mjs'
import { floatTensor, int64Tensor, writeOnnx } from './onnx-writer.mjs'
import { convNode, samePads } from './tf-ops.mjs'
import { readTflite } from './tflite-reader.mjs'

function constValues(t) {
  const { data, type } = t
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (type === 'float32')
    return Array.from({ length: data.length / 4 }, (_, i) => view.getFloat32(4 * i, true))
  if (type === 'float16')
    return Array.from({ length: data.length / 2 }, (_, i) => halfToFloat(view.getUint16(2 * i, true)))
  if (type === 'int32') return Array.from({ length: data.length / 4 }, (_, i) => view.getInt32(4 * i, true))
  throw new Error(`constant of type ${type} is not supported`)
}

/**
 * [O, kh, kw, I] (TFLite) to [O, I, kh, kw] (ONNX Conv), or with `inputFirst` to [I, O, kh, kw] (ONNX
 * ConvTranspose).
 */
function ohwiToOihw(values, [o, kh, kw, i], inputFirst = false) {
  const out = new Float32Array(values.length)
  for (let a = 0; a < o; a++)
    for (let y = 0; y < kh; y++)
      for (let x = 0; x < kw; x++)
        for (let c = 0; c < i; c++)
          out[((inputFirst ? c * o + a : a * i + c) * kh + y) * kw + x] =
            values[((a * kh + y) * kw + x) * i + c]
  return out
}

const nchw = (shape) => (shape.length === 4 ? [shape[0], shape[3], shape[1], shape[2]] : shape)

/** `transform` may rewrite the graph before it is written (int8-weights.mjs). */
export function convertTflite(
  bytes,
  { producer = 'visa-photo-studio tflite-to-onnx', opset = 17, transform = () => {} } = {},
) {
  const m = readTflite(bytes)
  const names = m.tensors.map((t, i) =>
    m.tensors.findIndex((u) => u.name === t.name) === i ? t.name : `${t.name}__${i}`,
  )
  const consts = new Map() // tensor index -> float values (NHWC order)
  m.tensors.forEach((t, i) => {
    if (t.data) consts.set(i, constValues(t))
  })
  const nodes = []
  const initializers = []
  let counter = 0
  const fresh = (base) => `${base}__${counter++}`
  const init = (tensor) => {
    initializers.push(tensor)
    return tensor.name
  }
  const activation = (code, input, output) => {
    if (code === 0) return input
    if (code === 1) nodes.push({ op: 'Relu', inputs: [input], outputs: [output], name: fresh('relu') })
    else if (code === 3) {
      const lo = init(floatTensor(fresh('zero'), [], [0]))
      const hi = init(floatTensor(fresh('six'), [], [6]))
      nodes.push({ op: 'Clip', inputs: [input, lo, hi], outputs: [output], name: fresh('relu6') })
    } else throw new Error(`fused activation ${code} is not supported`)
    return output
  }
  for (const op of m.operators) {
    const [x, w, b] = op.inputs
    const out = op.outputs[0]
    const outName = names[out]
    const o = op.options
    switch (op.op) {
      case 'DEQUANTIZE':
        consts.set(out, consts.get(x))
        break
      case 'CONV_2D':
      case 'DEPTHWISE_CONV_2D': {
        const depthwise = op.op === 'DEPTHWISE_CONV_2D'
        const inShape = m.tensors[x].shape
        const wShape = m.tensors[w].shape
        const padding = o.int(0, 0, 1)
        const [sw, sh] = [o.int(1, 1), o.int(2, 1)]
        const act = depthwise ? o.int(4, 0, 1) : o.int(3, 0, 1)
        const [dw, dh] = depthwise ? [o.int(5, 1), o.int(6, 1)] : [o.int(4, 1), o.int(5, 1)]
        const [kh, kw] = [wShape[1], wShape[2]]
        let weights
        let dims
        if (depthwise) {
          // [1, kh, kw, C*M] -> [C*M, 1, kh, kw]
          const cm = wShape[3]
          weights = ohwiToOihw(consts.get(w), [1, kh, kw, cm]) // [1, C*M, kh, kw]: the same order
          dims = [cm, 1, kh, kw]
        } else {
          weights = ohwiToOihw(consts.get(w), wShape)
          dims = [wShape[0], wShape[3], kh, kw]
        }
        const [pt, pb] = padding === 0 ? samePads(inShape[1], kh, sh, dh) : [0, 0]
        const [pl, pr] = padding === 0 ? samePads(inShape[2], kw, sw, dw) : [0, 0]
        const inputs = [names[x], init(floatTensor(`${names[w]}__oihw`, dims, weights))]
        if (b !== undefined && b >= 0)
          inputs.push(init(floatTensor(names[b], [m.tensors[b].shape[0]], consts.get(b))))
        const convOut = act ? fresh(`${outName}_linear`) : outName
        nodes.push(
          convNode({
            inputs,
            output: convOut,
            name: fresh(depthwise ? 'dwconv' : 'conv'),
            kernel: [kh, kw],
            strides: [sh, sw],
            dilations: [dh, dw],
            pads: [pt, pl, pb, pr],
            group: depthwise ? inShape[3] : 1,
          }),
        )
        activation(act, convOut, outName)
        break
      }
      case 'MAX_POOL_2D':
      case 'AVERAGE_POOL_2D': {
        const inShape = m.tensors[x].shape
        const padding = o.int(0, 0, 1)
        const [sw, sh, fw, fh, act] = [o.int(1, 1), o.int(2, 1), o.int(3, 1), o.int(4, 1), o.int(5, 0, 1)]
        const [pt, pb] = padding === 0 ? samePads(inShape[1], fh, sh, 1) : [0, 0]
        const [pl, pr] = padding === 0 ? samePads(inShape[2], fw, sw, 1) : [0, 0]
        const poolOut = act ? fresh(`${outName}_linear`) : outName
        nodes.push({
          op: op.op === 'MAX_POOL_2D' ? 'MaxPool' : 'AveragePool',
          inputs: [names[x]],
          outputs: [poolOut],
          name: fresh('pool'),
          attributes: {
            kernel_shape: [fh, fw],
            strides: [sh, sw],
            pads: [pt, pl, pb, pr],
            ...(op.op === 'AVERAGE_POOL_2D' ? { count_include_pad: 0 } : {}),
          },
        })
        activation(act, poolOut, outName)
        break
      }
      case 'PRELU': {
        const alpha = consts.get(w)
        const channels = m.tensors[w].shape.at(-1)
        if (alpha.length !== channels) throw new Error('PRELU: only a per-channel alpha is supported')
        const slope = init(floatTensor(`${names[w]}__c11`, [channels, 1, 1], alpha))
        nodes.push({ op: 'PRelu', inputs: [names[x], slope], outputs: [outName], name: fresh('prelu') })
        break
      }
      case 'ADD': {
        const act = o ? o.int(0, 0, 1) : 0
        const operand = (i) => {
          if (!consts.has(i)) return names[i]
          const shape = m.tensors[i].shape
          if (shape.length === 4) throw new Error('ADD: a rank-4 constant operand is not supported')
          const values = consts.get(i)
          // a per-channel constant broadcasts over C in NCHW as [C, 1, 1]
          return init(floatTensor(fresh(names[i]), values.length > 1 ? [values.length, 1, 1] : [], values))
        }
        const addOut = act ? fresh(`${outName}_linear`) : outName
        nodes.push({ op: 'Add', inputs: [operand(x), operand(w)], outputs: [addOut], name: fresh('add') })
        activation(act, addOut, outName)
        break
      }
      case 'MUL': {
        if (consts.has(x) || consts.has(w)) throw new Error('MUL: a constant operand is not supported')
        const act = o ? o.int(0, 0, 1) : 0
        const mulOut = act ? fresh(`${outName}_linear`) : outName
        // NHWC [1,1,1,C] against [1,H,W,C] becomes [1,C,1,1] against [1,C,H,W]: ONNX broadcasts it the same way.
        nodes.push({ op: 'Mul', inputs: [names[x], names[w]], outputs: [mulOut], name: fresh('mul') })
        activation(act, mulOut, outName)
        break
      }
      case 'RELU':
      case 'HARD_SWISH':
      case 'LOGISTIC': {
        const onnxOp = { RELU: 'Relu', HARD_SWISH: 'HardSwish', LOGISTIC: 'Sigmoid' }[op.op]
        nodes.push({ op: onnxOp, inputs: [names[x]], outputs: [outName], name: fresh(onnxOp.toLowerCase()) })
        break
      }
      case 'RESIZE_BILINEAR': {
        const [h, wd] = consts.get(w)
        const alignCorners = o ? o.int(2, 0, 1) : 0
        const halfPixel = o ? o.int(3, 0, 1) : 0
        const [n, , , c] = m.tensors[x].shape
        nodes.push({
          op: 'Resize',
          inputs: [names[x], '', '', init(int64Tensor(fresh('sizes'), [4], [n, c, h, wd]))],
          outputs: [outName],
          name: fresh('resize'),
          attributes: {
            mode: 'linear',
            coordinate_transformation_mode: alignCorners
              ? 'align_corners'
              : halfPixel
                ? 'half_pixel'
                : 'asymmetric',
          },
        })
        break
      }
      case 'CUSTOM:Convolution2DTransposeBias': {
        // MediaPipe's transposed convolution with bias; its options are a raw struct
        // { int32 padding, stride_width, stride_height } (padding 1 = SAME, 2 = VALID).
        const opts = new DataView(
          op.customOptions.buffer,
          op.customOptions.byteOffset,
          op.customOptions.byteLength,
        )
        const [padding, sw, sh] = [0, 4, 8].map((at) => opts.getInt32(at, true))
        const [oc, kh, kw, ic] = m.tensors[w].shape
        const [, inH, inW] = m.tensors[x].shape
        const [, outH, outW] = m.tensors[out].shape
        if (padding === 1 && (outH !== inH * sh || outW !== inW * sw || kh !== sh || kw !== sw))
          throw new Error('Convolution2DTransposeBias: only SAME with kernel = stride is supported')
        const weights = ohwiToOihw(consts.get(w), [oc, kh, kw, ic], true)
        nodes.push({
          op: 'ConvTranspose',
          inputs: [
            names[x],
            init(floatTensor(`${names[w]}__iohw`, [ic, oc, kh, kw], weights)),
            init(floatTensor(names[b], [oc], consts.get(b))),
          ],
          outputs: [outName],
          name: fresh('deconv'),
          attributes: { kernel_shape: [kh, kw], strides: [sh, sw], pads: [0, 0, 0, 0] },
        })
        break
      }
      case 'PAD': {
        const p = consts.get(w) // [[n0,n1],[h0,h1],[w0,w1],[c0,c1]]
        const pads = [p[0], p[6], p[2], p[4], p[1], p[7], p[3], p[5]]
        nodes.push({
          op: 'Pad',
          inputs: [names[x], init(int64Tensor(fresh('pads'), [8], pads))],
          outputs: [outName],
          name: fresh('pad'),
          attributes: { mode: 'constant' },
        })
        break
      }
      default:
        throw new Error(`TFLite op ${op.op} is not supported by this converter`)
    }
  }
  const model = {
    producer,
    opset,
    graphName: 'converted',
    nodes,
    initializers,
    inputs: m.inputs.map((i) => ({ name: names[i], dims: nchw(m.tensors[i].shape) })),
    outputs: m.outputs.map((i) => ({ name: names[i], dims: nchw(m.tensors[i].shape) })),
  }
  transform(model)
  return writeOnnx(model)
}
