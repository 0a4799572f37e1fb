// Writes an ONNX ModelProto by hand: a protobuf encoder for the handful of messages a plain feed-forward
// graph needs (field numbers from onnx.proto: ModelProto, GraphProto, NodeProto, AttributeProto,
// TensorProto, ValueInfoProto, TypeProto, TensorShapeProto, OperatorSetIdProto).

class Writer {
  constructor() {
    this.parts = []
  }
  varint(n) {
    const bytes = []
    let v = BigInt(n)
    if (v < 0n) v += 1n << 64n
    do {
      let b = Number(v & 0x7fn)
      v >>= 7n
      if (v) b |= 0x80
      bytes.push(b)
    } while (v)
    this.parts.push(Uint8Array.from(bytes))
  }
  tag(field, wire) {
    this.varint((field << 3) | wire)
  }
  int(field, n) {
    this.tag(field, 0)
    this.varint(n)
  }
  float(field, x) {
    this.tag(field, 5)
    const b = new Uint8Array(4)
    new DataView(b.buffer).setFloat32(0, x, true)
    this.parts.push(b)
  }
  bytes(field, data) {
    this.tag(field, 2)
    this.varint(data.length)
    this.parts.push(data)
  }
  string(field, s) {
    this.bytes(field, new TextEncoder().encode(s))
  }
  message(field, build) {
    const inner = new Writer()
    build(inner)
    this.bytes(field, inner.finish())
  }
  finish() {
    const out = new Uint8Array(this.parts.reduce((n, p) => n + p.length, 0))
    let at = 0
    for (const p of this.parts) {
      out.set(p, at)
      at += p.length
    }
    return out
  }
}

export const FLOAT = 1
export const INT8 = 3
const INT64 = 7

function tensorProto(w, { name, dims, type, raw }) {
  for (const d of dims) w.int(1, d)
  w.int(2, type)
  w.string(8, name)
  w.bytes(9, raw)
}

export function floatTensor(name, dims, values) {
  const data = Float32Array.from(values)
  return { name, dims, type: FLOAT, raw: new Uint8Array(data.buffer) }
}

/** A tensor from its bytes as stored (little-endian), of ONNX data type `type`. */
export function rawTensor(name, dims, type, raw) {
  return { name, dims, type, raw }
}

export function int64Tensor(name, dims, values) {
  const data = BigInt64Array.from(values.map((v) => BigInt(v)))
  return { name, dims, type: INT64, raw: new Uint8Array(data.buffer) }
}

function attribute(w, name, value) {
  w.string(1, name)
  if (Array.isArray(value)) {
    for (const v of value) w.int(8, v)
    w.int(20, 7) // INTS
  } else if (Number.isInteger(value)) {
    w.int(3, value)
    w.int(20, 2) // INT
  } else if (typeof value === 'number') {
    w.float(2, value)
    w.int(20, 1) // FLOAT
  } else {
    w.string(4, value)
    w.int(20, 3) // STRING
  }
}

function valueInfo(w, { name, dims }) {
  w.string(1, name)
  w.message(2, (type) =>
    type.message(1, (tensor) => {
      tensor.int(1, FLOAT)
      tensor.message(2, (shape) => {
        for (const d of dims) shape.message(1, (dim) => dim.int(1, d))
      })
    }),
  )
}

/**
 * model = { producer, opset, graphName, nodes: [{ op, inputs, outputs, name, attributes }],
 *           initializers: [tensor], inputs: [{ name, dims }], outputs: [{ name, dims }] }
 */
export function writeOnnx(model) {
  const w = new Writer()
  w.int(1, 8) // ir_version 8 (opset 17 era)
  w.string(2, model.producer)
  w.message(7, (g) => {
    for (const node of model.nodes) {
      g.message(1, (n) => {
        for (const i of node.inputs) n.string(1, i)
        for (const o of node.outputs) n.string(2, o)
        n.string(3, node.name)
        n.string(4, node.op)
        for (const [k, v] of Object.entries(node.attributes ?? {})) n.message(5, (a) => attribute(a, k, v))
      })
    }
    g.string(2, model.graphName)
    for (const t of model.initializers) g.message(5, (m) => tensorProto(m, t))
    for (const i of model.inputs) g.message(11, (m) => valueInfo(m, i))
    for (const o of model.outputs) g.message(12, (m) => valueInfo(m, o))
  })
  w.message(8, (o) => {
    o.string(1, '')
    o.int(2, model.opset)
  })
  return w.finish()
}
