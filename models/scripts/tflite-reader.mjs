// A minimal reader for the TFLite flatbuffer format: just the tables a small convolutional model needs
// (Model, SubGraph, Tensor, Buffer, Operator, OperatorCode and the builtin options the converter maps).
// Field numbers follow TensorFlow Lite's schema.fbs (a union field takes two slots: type, then value).
// Why hand-written: the flatbuffers runtime would still need the generated schema code; this is 100 lines.

const TENSOR_TYPES = [
  'float32',
  'float16',
  'int32',
  'uint8',
  'int64',
  'string',
  'bool',
  'int16',
  'complex64',
  'int8',
]

export const BUILTIN = {
  0: 'ADD',
  1: 'AVERAGE_POOL_2D',
  2: 'CONCATENATION',
  3: 'CONV_2D',
  4: 'DEPTHWISE_CONV_2D',
  6: 'DEQUANTIZE',
  9: 'FULLY_CONNECTED',
  14: 'LOGISTIC',
  17: 'MAX_POOL_2D',
  18: 'MUL',
  19: 'RELU',
  21: 'RELU6',
  22: 'RESHAPE',
  23: 'RESIZE_BILINEAR',
  25: 'SOFTMAX',
  32: 'CUSTOM',
  34: 'PAD',
  39: 'TRANSPOSE',
  41: 'SUB',
  54: 'PRELU',
  60: 'PADV2',
  117: 'HARD_SWISH',
}

class Table {
  constructor(view, pos) {
    this.view = view
    this.pos = pos
    this.vtable = pos - view.getInt32(pos, true)
    this.vsize = view.getUint16(this.vtable, true)
  }
  offset(field) {
    const at = 4 + 2 * field
    return at < this.vsize ? this.view.getUint16(this.vtable + at, true) : 0
  }
  int(field, fallback = 0, size = 4) {
    const o = this.offset(field)
    if (!o) return fallback
    const p = this.pos + o
    return size === 1
      ? this.view.getInt8(p)
      : size === 2
        ? this.view.getInt16(p, true)
        : this.view.getInt32(p, true)
  }
  ref(field) {
    const o = this.offset(field)
    if (!o) return 0
    const p = this.pos + o
    return p + this.view.getUint32(p, true)
  }
  table(field) {
    const p = this.ref(field)
    return p ? new Table(this.view, p) : null
  }
  vector(field) {
    const p = this.ref(field)
    return p ? { start: p + 4, length: this.view.getUint32(p, true) } : { start: 0, length: 0 }
  }
  tables(field) {
    const { start, length } = this.vector(field)
    return Array.from({ length }, (_, i) => {
      const at = start + 4 * i
      return new Table(this.view, at + this.view.getUint32(at, true))
    })
  }
  ints(field) {
    const { start, length } = this.vector(field)
    return Array.from({ length }, (_, i) => this.view.getInt32(start + 4 * i, true))
  }
  bytes(field) {
    const { start, length } = this.vector(field)
    return new Uint8Array(this.view.buffer, this.view.byteOffset + start, length)
  }
  string(field) {
    return new TextDecoder().decode(this.bytes(field))
  }
}

/** Parses a .tflite file into plain objects: tensors (with constant data), operators, inputs, outputs. */
export function readTflite(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (new TextDecoder().decode(bytes.subarray(4, 8)) !== 'TFL3') throw new Error('not a TFLite file')
  const model = new Table(view, view.getUint32(0, true))
  const codes = model.tables(1).map((c) => {
    const old = c.int(0, 0, 1)
    const code = Math.max(old, c.int(3, 0))
    return { name: BUILTIN[code] ?? `BUILTIN_${code}`, custom: c.offset(1) ? c.string(1) : null }
  })
  const buffers = model.tables(4).map((b) => b.bytes(0))
  const [graph] = model.tables(2)
  const tensors = graph.tables(0).map((t) => {
    const data = buffers[t.int(2, 0)]
    return {
      name: t.string(3),
      shape: t.ints(0),
      type: TENSOR_TYPES[t.int(1, 0, 1)],
      data: data?.length ? data : null,
    }
  })
  const operators = graph.tables(3).map((op) => {
    const code = codes[op.int(0, 0)]
    return {
      op: code.custom ? `CUSTOM:${code.custom}` : code.name,
      inputs: op.ints(1),
      outputs: op.ints(2),
      options: op.table(4),
      customOptions: op.offset(5) ? op.bytes(5) : null,
    }
  })
  return { tensors, operators, inputs: graph.ints(1), outputs: graph.ints(2) }
}
