// A document seen as a spec row (docs/photo-documents.md), so the page's requirements, facts and FAQ text
// read a document exactly as they read the spec's table: no minimum KB becomes the row without one.
import type { CountrySpec, VietnamPageSpec } from './schemas/country-spec.ts'
import type { PhotoDocument } from './schemas/photo-document.ts'

export function documentSpec(doc: PhotoDocument): CountrySpec | VietnamPageSpec {
  const row: VietnamPageSpec = {
    width_mm: doc.width_mm,
    height_mm: doc.height_mm,
    width_px: doc.width_px,
    height_px: doc.height_px,
    dpi: doc.dpi,
    format: 'JPEG',
    max_file_size_kb: doc.file_size_kb.max,
    background_color: doc.background_color,
    ...(doc.background_options ? { background_options: doc.background_options } : {}),
    face_coverage_min: doc.head.min,
    face_coverage_max: doc.head.max,
    min_quality: 0.8,
    compression_tolerance: 0.1,
  }
  return doc.file_size_kb.min === null ? row : { ...row, min_file_size_kb: doc.file_size_kb.min }
}
