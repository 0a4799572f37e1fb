import {
  allowedBackgrounds,
  type BackgroundRule,
  builtInEditPolicy,
  COUNTRY_SPECS,
  type CountrySlug,
  type CountrySpec,
  DEFAULT_DOCUMENT_ID,
  defaultDocument,
  EDITOR,
  type EditPolicy,
  type ExpressionRule,
  type FileSizeRule,
  type GlassesRule,
  getCountrySpec,
  type HeadCoveringRule,
  type PhotoDocument,
  photoFileName,
} from '@vps/specs'

/**
 * Everything the engine needs to know about one document's output, read from its PhotoDocument once
 * (docs/photo-documents.md): the export raster's size, the editor canvas's size, background and its rule, face
 * band, KB window and its rule, and file name. Every rule is the document's; no page has rules of its own.
 */
export interface PhotoFrame {
  /** The destination's slug. */
  code: string
  /** Export raster, px (the document's width_px x height_px). */
  width: number
  height: number
  /** The editor canvas, CSS px: 300 wide, height from the export's aspect ratio (450 for Vietnam's 4x6 cm). */
  editorWidth: number
  editorHeight: number
  /** Lower-case hex, the colour the export fills uncovered pixels with. */
  background: string
  /** The main colour first, then the other accepted ones (the background check accepts any). */
  backgrounds: string[]
  /** How the wall is judged: against `backgrounds`, or whether it looks white (the Vietnam page's rule). */
  backgroundRule: BackgroundRule
  /** Head height band, percent of the image height. */
  coverage: { min: number; max: number }
  /** The eyes' band, percent of the height above the bottom edge, where the document states one. */
  eyeLine: { min: number; max: number } | null
  /** From the top edge to the crown, percent of the height, where the document states it. */
  topMargin: { min: number; max: number } | null
  /**
   * What the band's top is: the top of the hair (what the engine measures), or the natural crown, the top
   * of the head without hair, which it estimates from the face (docs/photo-documents.md, "Crown").
   */
  crown: 'hair' | 'natural'
  /** KB window of the download (1 KB = 1024 bytes); `min` null when the document has none. */
  fileSizeKb: { min: number | null; max: number }
  /**
   * How the File size row judges it: the export lands in the window ('window'), or a JPEG encoded from
   * quality 0.9 down must fit under the maximum ('encode-ladder', the Vietnam page's rule).
   */
  fileSizeRule: FileSizeRule
  dpi: number
  fileName: string
  /**
   * The wall behind the person (docs/background.md): `replace` swaps it for `background` on the device;
   * `edits` is the document's policy, 'refused' where the authority turns down an edited photo.
   */
  backdrop: Backdrop
  /** The document's rule on glasses: where it forbids them, glasses seen fail (photo/quality/verdicts.ts). */
  glasses: GlassesRule
  /** The document's rule on expression: a smile it refuses fails, one it accepts passes (quality/verdicts.ts). */
  expression: ExpressionRule
  /** The document's rule on head coverings: the head covering row names it. */
  headCovering: HeadCoveringRule
}

export interface Backdrop {
  replace: boolean
  edits: EditPolicy['backgroundReplacement']
}

/**
 * The frame of a destination's default document (the spec's row, docs/photo-documents.md), from COUNTRY_SPECS
 * unless the page passes the row it was served (a staff edit, or a destination staff added). Throws for an
 * unknown code without a row.
 */
export function countryFrame(
  code: CountrySlug | string,
  spec: CountrySpec = getCountrySpec(code),
): PhotoFrame {
  return documentFrame(code, defaultDocument(spec, builtInEditPolicy(code), code))
}

/**
 * The frame of one document (docs/photo-documents.md): its own pixels, KB window, head band, colours, rules and
 * policy. The default document's file is named after the destination alone.
 */
export function documentFrame(code: string, doc: PhotoDocument): PhotoFrame {
  return {
    code,
    width: doc.width_px,
    height: doc.height_px,
    editorWidth: EDITOR.canvasWidth,
    editorHeight: Math.round((EDITOR.canvasWidth * doc.height_px) / doc.width_px),
    background: doc.background_color.toLowerCase(),
    backgrounds: allowedBackgrounds(doc),
    backgroundRule: doc.background_rule ?? 'colour-match',
    coverage: { min: doc.head.min, max: doc.head.max },
    eyeLine: doc.eye_line ? { min: doc.eye_line.min, max: doc.eye_line.max } : null,
    topMargin: doc.top_margin ? { min: doc.top_margin.min, max: doc.top_margin.max } : null,
    crown: doc.head.crown,
    fileSizeKb: { min: doc.file_size_kb.min, max: doc.file_size_kb.max },
    fileSizeRule: doc.file_size_rule ?? 'window',
    dpi: doc.dpi,
    fileName: doc.id === DEFAULT_DOCUMENT_ID ? photoFileName(code) : `${code}-${doc.id}-photo.jpg`,
    backdrop: { replace: false, edits: doc.editPolicy.backgroundReplacement },
    glasses: doc.glasses,
    expression: doc.expression ?? 'unstated',
    headCovering: doc.head_covering ?? 'unstated',
  }
}

/**
 * The frame with the visitor's choice of wall: replaced or kept, onto `colour` (one of the frame's accepted
 * colours; the main one when left out), under the document's `edits` policy when the page was served one.
 */
export function withBackdrop(
  frame: PhotoFrame,
  choice: { replace: boolean; colour?: string; edits?: Backdrop['edits'] },
): PhotoFrame {
  const colour = (choice.colour ?? frame.backgrounds[0] ?? frame.background).toLowerCase()
  if (!frame.backgrounds.includes(colour))
    throw new RangeError(`${colour} is not an accepted background here`)
  return {
    ...frame,
    background: colour,
    backdrop: { replace: choice.replace, edits: choice.edits ?? frame.backdrop.edits },
  }
}

/** Every destination's default frame, in the spec's order (for tests and the benches). */
export function allCountryFrames(): PhotoFrame[] {
  return (Object.keys(COUNTRY_SPECS) as CountrySlug[]).map((code) => countryFrame(code))
}

/** The head height placement aims at: the middle of the country's band, percent of the image height. */
export function targetCoverage(frame: Pick<PhotoFrame, 'coverage'>): number {
  return (frame.coverage.min + frame.coverage.max) / 2
}
