// What TensorFlow's two model formats (TFLite, tflite-to-onnx.mjs; TensorFlow.js, tfjs-graph-to-onnx.mjs)
// share on the way to ONNX: the SAME padding rule and the Conv node their convolutions become.

/** TensorFlow SAME padding for one spatial axis: [begin, end] (the odd pixel at the end). */
export function samePads(size, kernel, stride, dilation) {
  const out = Math.ceil(size / stride)
  const total = Math.max((out - 1) * stride + (kernel - 1) * dilation + 1 - size, 0)
  return [Math.floor(total / 2), total - Math.floor(total / 2)]
}

/** An ONNX Conv node (a depthwise one with `group` = channels), pads as [top, left, bottom, right]. */
export function convNode({ inputs, output, name, kernel, strides, dilations, pads, group }) {
  return {
    op: 'Conv',
    inputs,
    outputs: [output],
    name,
    attributes: { kernel_shape: kernel, strides, dilations, pads, group },
  }
}
