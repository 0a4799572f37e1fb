// Reads a TensorFlow.js graph model (model.json plus its weight files) into plain objects: the nodes with
// their attributes decoded, and the constants as typed arrays by name. The format: model.json's
// modelTopology.node is TensorFlow's GraphDef in JSON (attributes are AttrValue messages, strings base64),
// and weightsManifest lists the constants in the order their bytes follow each other in the group's files.
// Only plain float32 and int32 weights are read: a quantized or float16 model stops here with its name.

const decodeString = (s) => Buffer.from(s, 'base64').toString('utf8')

/** One AttrValue (JSON) as a plain value: numbers, strings, booleans, arrays of them, or shape dims. */
function attrValue(v) {
  if ('list' in v) {
    const l = v.list
    if (l.i) return l.i.map(Number)
    if (l.f) return l.f.map(Number)
    if (l.s) return l.s.map(decodeString)
    return []
  }
  if ('i' in v) return Number(v.i)
  if ('f' in v) return Number(v.f)
  if ('b' in v) return v.b
  if ('s' in v) return decodeString(v.s)
  if ('type' in v) return v.type
  if ('shape' in v) return (v.shape.dim ?? []).map((d) => Number(d.size))
  if ('tensor' in v) return v.tensor // a Const's dtype and shape; its values come from the weights
  throw new Error(`attribute ${JSON.stringify(v)} is not supported`)
}

/** A node's input as the producing node's name: "x:0" is output 0 of x; "^x" is a control edge (none here). */
function inputName(input, node) {
  if (input.startsWith('^')) throw new Error(`${node}: control inputs are not supported`)
  const [name, index = '0'] = input.split(':')
  if (index !== '0') throw new Error(`${node}: only the first output of ${name} can be used`)
  return name
}

/**
 * modelJson: the parsed model.json. readWeightFile(path): the bytes of a file it lists.
 * Returns { nodes: [{ name, op, inputs, attr }], consts: Map<name, { dtype, shape, values }>, inputs,
 * outputs } where inputs are the Placeholder names and outputs the signature's output nodes.
 */
export function readTfjsGraph(modelJson, readWeightFile) {
  if (modelJson.format !== 'graph-model') throw new Error(`not a TFJS graph model (${modelJson.format})`)
  const consts = new Map()
  for (const group of modelJson.weightsManifest) {
    const parts = group.paths.map((p) => readWeightFile(p))
    const bytes = Buffer.concat(parts)
    let at = 0
    for (const w of group.weights) {
      if (w.quantization) throw new Error(`weight ${w.name} is quantized, which is not supported`)
      if (w.dtype !== 'float32' && w.dtype !== 'int32')
        throw new Error(`weight ${w.name} has dtype ${w.dtype}, which is not supported`)
      const count = w.shape.reduce((a, b) => a * b, 1)
      // A copy, so the typed array is aligned whatever the byte offset in the file.
      const data = bytes.subarray(at, at + 4 * count)
      const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)
      const values = w.dtype === 'float32' ? new Float32Array(buffer) : new Int32Array(buffer)
      if (values.length !== count) throw new Error(`weight ${w.name} runs past the end of its files`)
      consts.set(w.name, { dtype: w.dtype, shape: w.shape, values })
      at += 4 * count
    }
    if (at !== bytes.length)
      throw new Error(`weight files ${group.paths} hold ${bytes.length - at} extra bytes`)
  }
  const nodes = modelJson.modelTopology.node.map((n) => ({
    name: n.name,
    op: n.op,
    inputs: (n.input ?? []).map((i) => inputName(i, n.name)),
    attr: Object.fromEntries(Object.entries(n.attr ?? {}).map(([k, v]) => [k, attrValue(v)])),
  }))
  for (const n of nodes)
    if (n.op === 'Const' && !consts.has(n.name)) throw new Error(`constant ${n.name} has no weights`)
  const inputs = nodes.filter((n) => n.op === 'Placeholder').map((n) => n.name)
  // The signature names the outputs; without one, every node nobody reads is an output.
  const signature = modelJson.signature ?? modelJson.userDefinedMetadata?.signature
  const read = new Set(nodes.flatMap((n) => n.inputs))
  const outputs = signature?.outputs
    ? Object.values(signature.outputs).map((o) => inputName(o.name, 'signature'))
    : nodes.filter((n) => n.op !== 'Const' && !read.has(n.name)).map((n) => n.name)
  return { nodes, consts, inputs, outputs }
}
