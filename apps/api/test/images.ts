/** A real 1x1 PNG (70 bytes): the smallest upload every check must accept. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63504d7efd1f' +
    '000497027356ddaf7c0000000049454e44ae426082',
  'hex',
)
