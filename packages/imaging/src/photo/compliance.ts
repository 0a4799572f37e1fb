// Compliance (docs/photo-checks.md): the document's checks (checks/index.ts), one list, run on the rendered
// pixels. 'Ready to Download' is every row that applies passing; the panel, the receipt and the CLI show the
// same rows.
import { COMPLIANCE } from '@vps/specs'
import type { RasterImage } from '../types.ts'
import { backgroundAccepts, backgroundCheck } from './background-samples.ts'
import { COMPLIANCE_CHECKS } from './checks/index.ts'
import type { CheckContext, ComplianceRow } from './checks/types.ts'
import type { ComplianceDetails, ComplianceResult, PlacementFacts } from './compliance-types.ts'
import { headShareInFrame } from './faces-in-frame.ts'
import type { PhotoFrame } from './frame.ts'
import { headPlaced } from './head-rules.ts'
import { documentRules, type QualityVerdict, qualityVerdicts } from './quality/verdicts.ts'

export type { BackgroundSample } from './background-samples.ts'
export type {
  AutoCenterFacts,
  ComplianceDetails,
  ComplianceResult,
  PlacementFacts,
} from './compliance-types.ts'
export { clearOfBandEdges, headPlaced } from './head-rules.ts'

/** Everything the rows read, measured once per check of the photo. */
function measure(rendered: RasterImage, frame: PhotoFrame, facts: PlacementFacts): ComplianceDetails {
  const { head } = facts
  const wallReplaced = Boolean(facts.replaced)
  const leftover = facts.replaced?.leftover ?? null
  const quality: QualityVerdict[] = facts.quality
    ? qualityVerdicts(facts.quality, { wallReplaced, leftover, ...documentRules(frame) })
    : []
  return {
    size: {
      width: rendered.width,
      height: rendered.height,
      expectedWidth: frame.width,
      expectedHeight: frame.height,
    },
    quality: { measures: facts.quality ?? null, verdicts: quality, wallReplaced, leftover },
    headPercent: head ? head.heightPercent : null,
    coverage: frame.coverage,
    rollDegrees: head ? head.roll : null,
    autoCenter: facts.autoCenter ?? { levels: true, placesHead: true, covers: true },
    crownCut: head?.crownCut ?? false,
    faces: facts.faces,
    headPlaced: head !== null && headPlaced(head, frame),
    headInFrame: head ? headShareInFrame(head, frame) : null,
    cover: facts.cover,
    enlargement: facts.enlargement,
    detailPx: facts.quality ? facts.quality.detailPx : null,
    backdrop: {
      replaced: facts.replaced !== undefined,
      bodyCutPx: facts.replaced?.bodyCutPx ?? 0,
      faceShown: facts.replaced?.faceShown ?? null,
      maxBodyCutPx: Math.round(COMPLIANCE.maxBodyCutShare * frame.width),
      edits: frame.backdrop.edits,
    },
    eyeLine: { percent: head ? head.eyeLinePercent : null, band: frame.eyeLine },
    topMargin: { percent: head ? head.topMarginPercent : null, band: frame.topMargin },
    crown: { measuredTo: frame.crown, hairPercent: head ? (head.hair ?? head).heightPercent : null },
    background: {
      ...backgroundCheck(rendered, facts, backgroundAccepts(frame)),
      rule: frame.backgroundRule,
    },
    ...(facts.fileFit !== undefined ? { fileFit: facts.fileFit } : {}),
    ...(facts.file ? { file: facts.file } : {}),
  }
}

/**
 * The document's compliance on the rendered raster (docs/photo-checks.md): every check of COMPLIANCE_CHECKS that
 * applies, each a row; the photo is ready when every row passes. Under the 'encode-ladder' file-size rule the
 * facts must carry the ladder's result (pipeline.ts encodes it).
 */
export function checkCompliance(
  rendered: RasterImage,
  frame: PhotoFrame,
  facts: PlacementFacts,
): ComplianceResult {
  if (frame.fileSizeRule === 'encode-ladder' && facts.fileFit === undefined)
    throw new TypeError('the encode-ladder file-size rule needs the ladder encoded first (encodeLadderFit)')
  const details = measure(rendered, frame, facts)
  const rows = complianceRowsOf({ frame, details })
  return { overall: rows.every((row) => row.pass), rows, details }
}

/** The rows of every check that applies, in the panel's order: a pure function of the frame and the measures. */
export function complianceRowsOf(ctx: CheckContext): ComplianceRow[] {
  return COMPLIANCE_CHECKS.filter((check) => check.applies?.(ctx) ?? true).map((check) => {
    const pass = check.run(ctx)
    const { label, detail, status } = check.row(pass, ctx)
    return { key: check.key, label, pass, status: status ?? (pass ? 'pass' : 'fail'), detail }
  })
}

/** Whether the row `key` passes; undefined where the document has no such check for this photo. */
export function passes(result: Pick<ComplianceResult, 'rows'>, key: string): boolean | undefined {
  return result.rows.find((row) => row.key === key)?.pass
}
