// The spec's five rows (docs/product-rules.md, "Compliance rows"): dimensions, resolution, background, face size
// and file size, each read from the document's rules.
import {
  BACKGROUND_COPY_RULE,
  bothKbReadings,
  CHECK_DETAILS,
  CHECK_LABELS,
  COMPLIANCE,
  fileSizeBytes,
  fileWindowText,
} from '@vps/specs'
import { clearOfBandEdges } from '../head-rules.ts'
import { type CheckContext, type ComplianceCheck, type ComplianceRowStatus, inBand } from './types.ts'

export const dimensions: ComplianceCheck = {
  key: 'dimensions',
  run: ({ details: { size } }) => size.width === size.expectedWidth && size.height === size.expectedHeight,
  row: (_, { details: { size } }) => ({
    label: CHECK_LABELS.dimensions,
    detail: `${size.width}x${size.height} px (required ${size.expectedWidth}x${size.expectedHeight})`,
  }),
}

/** The spec's resolution row always passes; the export writes the document's dpi into the file. */
export const resolution: ComplianceCheck = {
  key: 'resolution',
  run: () => true,
  row: (_, { frame }) => ({ label: CHECK_LABELS.resolution, detail: `${frame.dpi} dpi` }),
}

/**
 * At least 75 % of the edge points that show the wall pass the document's rule: its colours within 30 per
 * channel, or whitish (background-samples.ts). Fewer than COMPLIANCE.minBackgroundPoints counted cannot be judged.
 */
export const background: ComplianceCheck = {
  key: 'background',
  run: ({ details }) => details.background.pass,
  row: (_, { details: { background: bg } }) => {
    const left = bg.samples.length - bg.counted
    return {
      label: CHECK_LABELS.background,
      detail:
        bg.counted < COMPLIANCE.minBackgroundPoints
          ? `Only ${bg.counted} of ${bg.samples.length} edge points show background (${COMPLIANCE.minBackgroundPoints} needed to judge it); ${left} are on you or on empty frame`
          : `${bg.passing} of ${bg.counted} background points ${BACKGROUND_COPY_RULE[bg.rule]} (${bg.needed} needed)${left > 0 ? `; ${left} on you or on empty frame not counted` : ''}`,
    }
  },
}

/** The head's measured height is inside its band with COMPLIANCE.headEdgeMargin to spare, crown not cut. */
const headInBand = ({ details: d }: CheckContext) =>
  d.headPercent !== null && !d.crownCut && clearOfBandEdges(d.headPercent, d.coverage)

/** The spec's own face rule: passes with no face, fails a cut crown or a head outside the band. */
const specFacePasses = ({ details: d }: CheckContext) =>
  d.headPercent === null || (!d.crownCut && inBand(d.headPercent, d.coverage))

/**
 * Face size: the head clear of the band's edges gates the verdict. The row says 'Fail' where the spec's own
 * rule fails it, and 'Check' where that rule passes a head our measurement cannot place (none found, by an
 * edge) or one measured to a natural crown we estimate: never a plain 'Pass' for those.
 */
export const faceSize: ComplianceCheck = {
  key: 'face',
  run: headInBand,
  row: (pass, ctx) => {
    const { headPercent: head, coverage, crown, crownCut } = ctx.details
    const { min, max } = coverage
    const natural = crown.measuredTo === 'natural'
    const status: ComplianceRowStatus = !specFacePasses(ctx) ? 'fail' : pass && !natural ? 'pass' : 'warn'
    const detail =
      head === null
        ? CHECK_DETAILS.headNotMeasured(min, max)
        : crownCut
          ? CHECK_DETAILS.crownCut
          : natural
            ? pass
              ? CHECK_DETAILS.naturalCrown(head, min, max, crown.hairPercent ?? head)
              : CHECK_DETAILS.naturalCrownOut(head, min, max)
            : pass
              ? `Head ${head.toFixed(0)}% of the height (required ${min}-${max}%)`
              : head >= min && head <= max
                ? CHECK_DETAILS.headNearEdge(head, min, max)
                : CHECK_DETAILS.headOutOfBand(head, min, max)
    return { label: CHECK_LABELS.face, status, detail }
  },
}

/**
 * File size: under the 'window' rule the export lands in the document's window, so the row passes; under the
 * 'encode-ladder' rule (the Vietnam page) some quality of the ladder must keep the JPEG under the cap. Where the
 * checks planned the file (a floor to reach, or the ladder), the row states the file the download will save,
 * in both readings of a KB, and names any padding with its size.
 */
export const fileSize: ComplianceCheck = {
  key: 'fileSize',
  run: ({ frame, details }) => frame.fileSizeRule === 'window' || details.fileFit != null,
  row: (pass, { frame, details }) => {
    const window = fileWindowText(frame.fileSizeKb)
    const plan = details.file
    const detail = !pass
      ? CHECK_DETAILS.fileLadderFails(frame.fileSizeKb.max)
      : !plan
        ? CHECK_DETAILS.fileCapOnly(window, fileSizeBytes(frame.fileSizeKb).max)
        : plan.paddingBytes > 0
          ? CHECK_DETAILS.filePadded(
              bothKbReadings(plan.bytes),
              window,
              bothKbReadings(plan.bytes - plan.paddingBytes),
              plan.paddingBytes,
            )
          : CHECK_DETAILS.fileSaved(bothKbReadings(plan.bytes), window)
    return { label: CHECK_LABELS.fileSize, detail }
  },
}
