// A document seen as a spec row (docs/photo-documents.md), so the page's requirements, facts and FAQ text and the
// guides read a document exactly as they read the spec's table. A document without a minimum file size has a
// null one.
import type { CountrySpec } from './schemas/country-spec.ts'
import type { PhotoDocument } from './schemas/photo-document.ts'

/** A spec row whose minimum file size may be absent (null), as a document's may. */
export type DocumentRow = Omit<CountrySpec, 'min_file_size_kb'> & { min_file_size_kb: number | null }

export function documentSpec(doc: PhotoDocument): DocumentRow {
  return {
    width_mm: doc.width_mm,
    height_mm: doc.height_mm,
    width_px: doc.width_px,
    height_px: doc.height_px,
    dpi: doc.dpi,
    format: 'JPEG',
    max_file_size_kb: doc.file_size_kb.max,
    min_file_size_kb: doc.file_size_kb.min,
    background_color: doc.background_color,
    ...(doc.background_options ? { background_options: doc.background_options } : {}),
    face_coverage_min: doc.head.min,
    face_coverage_max: doc.head.max,
    min_quality: 0.8,
    compression_tolerance: 0.1,
  }
}
