import { PHOTO_FRAME } from '../limits.ts'
import { fileSizeWindowFeasible } from '../photo-file-size.ts'
import { z } from '../zod.ts'

// Lower- or upper-case both occur in hand-written colours; the canvas accepts either.
export const hexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'Colour must be a hex value like #ffffff')

/** A number staff type, between what the photo tool can make (PHOTO_FRAME), named as the form names it. */
export function boundedNumber(label: string, min: number, max: number, options: { whole?: boolean } = {}) {
  const number = z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min.toLocaleString('en-US')}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
  return options.whole ? number.int(`${label} must be a whole number`) : number
}

export const framePixels = (label: string) =>
  boundedNumber(label, PHOTO_FRAME.minSidePx, PHOTO_FRAME.maxSidePx, { whole: true })
export const frameMm = (label: string) => boundedNumber(label, PHOTO_FRAME.minSideMm, PHOTO_FRAME.maxSideMm)
export const frameDpi = (label: string) => boundedNumber(label, 1, PHOTO_FRAME.maxDpi, { whole: true })

// Kept as a plain object so the Vietnam page spec can omit a field: zod 4 refuses
// .omit() on a schema that already carries refinements.
const countrySpecShape = z.object({
  width_mm: frameMm('Width (mm)'),
  height_mm: frameMm('Height (mm)'),
  width_px: framePixels('Width (px)'),
  height_px: framePixels('Height (px)'),
  dpi: frameDpi('Resolution (dpi)'),
  format: z.literal('JPEG'),
  max_file_size_kb: boundedNumber(
    'Maximum file size (KB)',
    PHOTO_FRAME.minFileSizeKb,
    PHOTO_FRAME.maxFileSizeKb,
  ),
  min_file_size_kb: z
    .number({ error: 'Minimum file size (KB) must be a number' })
    .positive('Minimum file size (KB) must be more than 0'),
  background_color: hexColorSchema,
  background_options: z.array(hexColorSchema).min(1).optional(),
  // Percent of the image height the face should fill.
  face_coverage_min: z.number().gt(0).max(100),
  face_coverage_max: z.number().gt(0).max(100),
  min_quality: z.number().gt(0).max(1),
  compression_tolerance: z.number().min(0).max(1),
})

type FaceRange = { face_coverage_min: number; face_coverage_max: number }
type Backgrounds = { background_color: string; background_options?: string[] | undefined }

// A band with no width cannot be aimed at: the placement and the check would disagree by a rounding.
const faceRangeOrdered = (s: FaceRange) => s.face_coverage_min < s.face_coverage_max
// The compliance check accepts the main colour or any option, so a list that
// leaves the main colour out would make the export colour fail its own check.
const optionsIncludeMain = (s: Backgrounds) =>
  s.background_options === undefined ||
  s.background_options.some((c) => c.toLowerCase() === s.background_color.toLowerCase())

export const countrySpecSchema = countrySpecShape
  .refine((s) => s.min_file_size_kb < s.max_file_size_kb, {
    message: 'Minimum file size (KB) must be less than the maximum',
    path: ['min_file_size_kb'],
  })
  // The row is a default document's window: its floor is read as N x 1,024 bytes, its cap as M x 1,000.
  .refine(
    (s) =>
      s.min_file_size_kb >= s.max_file_size_kb ||
      fileSizeWindowFeasible({ min: s.min_file_size_kb, max: s.max_file_size_kb }),
    {
      message: 'min_file_size_kb leaves no room under max_file_size_kb (N x 1,024 bytes under M x 1,000)',
      path: ['min_file_size_kb'],
    },
  )
  .refine(faceRangeOrdered, {
    message: 'Face height, minimum (%) must be less than the maximum',
    path: ['face_coverage_min'],
  })
  .refine(optionsIncludeMain, {
    message: 'background_options must include background_color',
    path: ['background_options'],
  })

export type CountrySpec = z.infer<typeof countrySpecSchema>
