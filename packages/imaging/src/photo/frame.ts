import {
  allowedBackgrounds,
  builtInEditPolicy,
  builtInGlassesRule,
  COUNTRY_SPECS,
  type CountrySlug,
  type CountrySpec,
  DEFAULT_DOCUMENT_ID,
  EDITOR,
  type EditPolicy,
  type GlassesRule,
  getCountrySpec,
  PHOTO_EXPORT,
  PHOTO_PAGES,
  type PhotoDocument,
  type PhotoPage,
  photoFileName,
  VIETNAM_PAGE_SPEC,
  type VietnamPageSpec,
} from '@vps/specs'

/**
 * Everything the engine needs to know about one photo page's output, read from @vps/specs once: the
 * export raster's size, the editor canvas's size, background, face band, KB window and file name.
 */
export interface PhotoFrame {
  /** The country slug ('vietnam' for the Vietnam page). */
  code: string
  /**
   * 'vietnam' = the Vietnam page's own spec and rules (docs/product-rules.md, "Vietnam page"); 'generic' =
   * every other page.
   */
  page: PhotoPage
  /** Export raster, px (the country's width_px x height_px). */
  width: number
  height: number
  /** The editor canvas, CSS px: 300 wide, height from the export's aspect ratio (450 on the Vietnam page). */
  editorWidth: number
  editorHeight: number
  /** Lower-case hex, the colour the export fills uncovered pixels with. */
  background: string
  /** The main colour first, then the other accepted ones (the background check accepts any). */
  backgrounds: string[]
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
  /** KB window of the download (1 KB = 1024 bytes); `min` null when the spec has none (the Vietnam page). */
  fileSizeKb: { min: number | null; max: number }
  dpi: number
  fileName: string
  /**
   * The wall behind the person (docs/background.md): `replace` swaps it for `background` on the device;
   * `edits` is the document's policy, 'refused' where the authority turns down an edited photo.
   */
  backdrop: Backdrop
  /** The document's rule on glasses: where it forbids them, glasses seen fail (photo/quality/verdicts.ts). */
  glasses: GlassesRule
}

export interface Backdrop {
  replace: boolean
  edits: EditPolicy['backgroundReplacement']
}

/**
 * The frame of a generic country page (/{code}-visa-photo), from COUNTRY_SPECS unless the page passes the spec
 * it was served (a staff edit, or a destination staff added). Throws for unknown codes without a spec.
 */
export function countryFrame(
  code: CountrySlug | string,
  spec: CountrySpec = getCountrySpec(code),
): PhotoFrame {
  return {
    code,
    page: 'generic',
    width: spec.width_px,
    height: spec.height_px,
    editorWidth: EDITOR.canvasWidth,
    editorHeight: Math.round((EDITOR.canvasWidth * spec.height_px) / spec.width_px),
    background: spec.background_color.toLowerCase(),
    backgrounds: allowedBackgrounds(spec),
    coverage: { min: spec.face_coverage_min, max: spec.face_coverage_max },
    eyeLine: null,
    topMargin: null,
    crown: 'hair',
    fileSizeKb: { min: spec.min_file_size_kb, max: spec.max_file_size_kb },
    dpi: spec.dpi,
    fileName: photoFileName(code),
    backdrop: keptBackdrop(code),
    // The destination's rule, as its default document carries it; another document its own (documentFrame).
    glasses: builtInGlassesRule(code)?.rule ?? 'unstated',
  }
}

/**
 * The frame of one document of a generic page (docs/photo-documents.md): its own pixels, KB window, head
 * band, colours and policy. The default document gives exactly countryFrame's frame, file name included.
 */
export function documentFrame(code: string, doc: PhotoDocument): PhotoFrame {
  return {
    code,
    page: 'generic',
    width: doc.width_px,
    height: doc.height_px,
    editorWidth: EDITOR.canvasWidth,
    editorHeight: Math.round((EDITOR.canvasWidth * doc.height_px) / doc.width_px),
    background: doc.background_color.toLowerCase(),
    backgrounds: allowedBackgrounds(doc),
    coverage: { min: doc.head.min, max: doc.head.max },
    eyeLine: doc.eye_line ? { min: doc.eye_line.min, max: doc.eye_line.max } : null,
    topMargin: doc.top_margin ? { min: doc.top_margin.min, max: doc.top_margin.max } : null,
    crown: doc.head.crown,
    fileSizeKb: { min: doc.file_size_kb.min, max: doc.file_size_kb.max },
    dpi: doc.dpi,
    fileName: doc.id === DEFAULT_DOCUMENT_ID ? photoFileName(code) : `${code}-${doc.id}-photo.jpg`,
    backdrop: { replace: false, edits: doc.editPolicy.backgroundReplacement },
    glasses: doc.glasses,
  }
}

/**
 * The Vietnam page's frame: its own fixed spec (no minimum size; the table row's 50 KB does not apply),
 * the 300x450 editor and its 240 KB target.
 */
export function vietnamPageFrame(spec: VietnamPageSpec = VIETNAM_PAGE_SPEC): PhotoFrame {
  return {
    code: 'vietnam',
    page: 'vietnam',
    width: spec.width_px,
    height: spec.height_px,
    editorWidth: EDITOR.canvasWidth,
    // A served spec with another aspect ratio (a staff edit) keeps the editor's shape true to the export.
    editorHeight:
      (spec === VIETNAM_PAGE_SPEC ? PHOTO_PAGES.vietnam.canvasHeight : null) ??
      Math.round((EDITOR.canvasWidth * spec.height_px) / spec.width_px),
    background: spec.background_color.toLowerCase(),
    backgrounds: allowedBackgrounds(spec),
    coverage: { min: spec.face_coverage_min, max: spec.face_coverage_max },
    eyeLine: null,
    topMargin: null,
    crown: 'hair',
    fileSizeKb: { min: null, max: Math.min(spec.max_file_size_kb, PHOTO_EXPORT.vietnam.targetKb) },
    dpi: spec.dpi,
    fileName: PHOTO_EXPORT.vietnamFileName,
    backdrop: keptBackdrop('vietnam'),
    glasses: builtInGlassesRule('vietnam')?.rule ?? 'unstated',
  }
}

// A frame starts with the photo's own wall; the page turns replacement on (withBackdrop) from the policy.
const keptBackdrop = (code: string): Backdrop => ({
  replace: false,
  edits: builtInEditPolicy(code).backgroundReplacement,
})

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

/** Every generic page's frame, in the spec's country order (for tests and the page index). */
export function allCountryFrames(): PhotoFrame[] {
  return (Object.keys(COUNTRY_SPECS) as CountrySlug[]).map((code) => countryFrame(code))
}

/** The head height placement aims at: the middle of the country's band, percent of the image height. */
export function targetCoverage(frame: Pick<PhotoFrame, 'coverage'>): number {
  return (frame.coverage.min + frame.coverage.max) / 2
}
