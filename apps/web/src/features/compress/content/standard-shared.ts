import { TOLERANCE_LABEL } from '../upload-rules.ts'

// Shared pieces of the eleven standard pages' copy. Claims stay within what the tool does: it tries the
// original dimensions first, scales down only when the target is too small for them, and shows the real result.

export const keywords = (size: number, ...extra: string[]) => [
  `compress image to ${size}kb`,
  `reduce image size to ${size}kb`,
  `${size}kb image compressor`,
  `resize photo to ${size}kb`,
  ...extra,
]

export const sizeMissFaq = (size: number) => ({
  question: `Why is my result not exactly ${size}KB?`,
  answer: `JPEG sizes move in small steps as quality changes, so an exact byte count is rarely possible. The tool aims for within ${TOLERANCE_LABEL} of ${size}KB and the result card always shows the real size, marking it clearly when it lands outside that range.`,
})
