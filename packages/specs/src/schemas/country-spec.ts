import { fileSizeWindowFeasible } from '../photo-file-size.ts'
import { z } from '../zod.ts'

// Lower- or upper-case both occur in hand-written colours; the canvas accepts either.
export const hexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'Colour must be a hex value like #ffffff')

const countrySpecShape = z.object({
  width_mm: z.number().positive(),
  height_mm: z.number().positive(),
  width_px: z.number().int().positive(),
  height_px: z.number().int().positive(),
  dpi: z.number().int().positive(),
  format: z.literal('JPEG'),
  max_file_size_kb: z.number().positive(),
  min_file_size_kb: z.number().positive(),
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

const faceRangeOrdered = (s: FaceRange) => s.face_coverage_min <= s.face_coverage_max
// The compliance check accepts the main colour or any option, so a list that
// leaves the main colour out would make the export colour fail its own check.
const optionsIncludeMain = (s: Backgrounds) =>
  s.background_options === undefined ||
  s.background_options.some((c) => c.toLowerCase() === s.background_color.toLowerCase())

export const countrySpecSchema = countrySpecShape
  .refine((s) => s.min_file_size_kb <= s.max_file_size_kb, {
    message: 'min_file_size_kb must not exceed max_file_size_kb',
    path: ['min_file_size_kb'],
  })
  // The row is a default document's window: its floor is read as N x 1,024 bytes, its cap as M x 1,000.
  .refine(
    (s) =>
      s.min_file_size_kb > s.max_file_size_kb ||
      fileSizeWindowFeasible({ min: s.min_file_size_kb, max: s.max_file_size_kb }),
    {
      message: 'min_file_size_kb leaves no room under max_file_size_kb (N x 1,024 bytes under M x 1,000)',
      path: ['min_file_size_kb'],
    },
  )
  .refine(faceRangeOrdered, {
    message: 'face_coverage_min must not exceed face_coverage_max',
    path: ['face_coverage_min'],
  })
  .refine(optionsIncludeMain, {
    message: 'background_options must include background_color',
    path: ['background_options'],
  })

export type CountrySpec = z.infer<typeof countrySpecSchema>
