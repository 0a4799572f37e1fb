import { throwIfAborted } from '../errors.ts'
import { levelledCrop, rgbPlanes } from '../face/level-crop.ts'
import { PERSON_INPUT_SIDE } from '../face/person-mask.ts'
import type { PersonSegmentationModel } from '../face/types.ts'
import type { AbortSignalLike, RasterImage } from '../types.ts'
import type { AlphaMatte } from './alpha-matte.ts'

/**
 * The person segmentation model run on the whole image (an export-sized frame): the image centred in a
 * square of its longer side, the square's empty sides carrying the image's edge pixels outwards (so the
 * model sees no made-up border), shrunk to the model's 256x256. Its probabilities are then sampled back
 * bilinearly at every pixel of the image: the raw, soft-edged mask the refinement starts from.
 */
export async function segmentImage(
  image: RasterImage,
  model: PersonSegmentationModel,
  signal?: AbortSignalLike,
): Promise<AlphaMatte> {
  const side = PERSON_INPUT_SIDE
  const square = Math.max(image.width, image.height)
  const region = { centre: { x: image.width / 2, y: image.height / 2 }, size: square, roll: 0 }
  const input = rgbPlanes(levelledCrop(image, region, side, false, 'edge'))
  throwIfAborted(signal)
  const probabilities = await model.run(input)
  if (probabilities.length !== side * side) throw new Error('person mask output has the wrong size')
  throwIfAborted(signal)
  return upsampleMask(probabilities, side, image.width, image.height)
}

/**
 * A side x side probability grid that covers the square of the image's longer side, centred on the
 * image, sampled bilinearly at each of the image's pixel centres.
 */
export function upsampleMask(grid: Float32Array, side: number, width: number, height: number): AlphaMatte {
  const square = Math.max(width, height)
  const scale = side / square
  const offsetX = (square - width) / 2
  const offsetY = (square - height) / 2
  const data = new Float32Array(width * height)
  const at = (c: number, r: number) =>
    grid[Math.min(side - 1, Math.max(0, r)) * side + Math.min(side - 1, Math.max(0, c))] as number
  for (let y = 0; y < height; y++) {
    const v = (y + offsetY + 0.5) * scale - 0.5
    const r0 = Math.floor(v)
    const fy = v - r0
    for (let x = 0; x < width; x++) {
      const u = (x + offsetX + 0.5) * scale - 0.5
      const c0 = Math.floor(u)
      const fx = u - c0
      const top = at(c0, r0) * (1 - fx) + at(c0 + 1, r0) * fx
      const bottom = at(c0, r0 + 1) * (1 - fx) + at(c0 + 1, r0 + 1) * fx
      data[y * width + x] = top * (1 - fy) + bottom * fy
    }
  }
  return { width, height, data }
}
