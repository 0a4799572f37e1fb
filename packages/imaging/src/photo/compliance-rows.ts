// The compliance panel's rows in words (docs/product-rules.md, "Compliance rows"): each check's status, its
// measured value and what is required. The site's panel, its report and the Node API's receipt read these.

import {
  BACKDROP_CHECKS,
  CHECK_DETAILS,
  CHECK_LABELS,
  type CHECK_STATUS,
  COMPLIANCE,
  COMPLIANCE_SUMMARY,
  PHOTO_PAGES,
  QUALITY_DETAILS,
  QUALITY_FIXES,
  QUALITY_LABELS,
  QUALITY_NOT_MEASURED,
  QUALITY_WALL_REPLACED,
  type QualityCheck,
} from '@vps/specs'
import type { ComplianceResult } from './compliance.ts'
import type { PhotoFrame } from './frame.ts'
export type ComplianceRowStatus = keyof typeof CHECK_STATUS
type Status = ComplianceRowStatus

/** One row of the panel: `pass` gates 'Ready to Download'; `status` 'warn' ('Check') does not. */
export interface ComplianceRow {
  key: string
  label: string
  pass: boolean
  status: Status
  detail: string
}
type Row = ComplianceRow

const statusOf = (pass: boolean): Status => (pass ? 'pass' : 'fail')

export function complianceRows(frame: PhotoFrame, c: ComplianceResult): Row[] {
  const { details } = c
  const head = details.headPercent
  const { min, max } = details.coverage
  const bg = details.background
  const left = bg.samples.length - bg.counted
  const fileSize =
    PHOTO_PAGES[frame.page].rules === 'vietnam'
      ? details.fileSize?.kb != null
        ? `About ${Math.round(details.fileSize.kb)} KB, at most ${frame.fileSizeKb.max} KB`
        : `Must fit in ${frame.fileSizeKb.max} KB`
      : `Saved between ${frame.fileSizeKb.min ?? 0} and ${frame.fileSizeKb.max} KB`
  // The spec's face row may pass by definition (no face, the Vietnam page); it then says 'Check', never
  // 'Pass', beside a head that is not measured or out of range.
  // A band to the natural crown is measured to an estimate (the top of the head under the hair): never a
  // plain 'Pass', and its detail says it was estimated.
  const natural = details.crown.measuredTo === 'natural'
  const faceStatus: Status = !c.face ? 'fail' : c.headInBand && !natural ? 'pass' : 'warn'
  const faceDetail =
    head === null
      ? CHECK_DETAILS.headNotMeasured(min, max)
      : details.crownCut
        ? CHECK_DETAILS.crownCut
        : natural
          ? c.headInBand
            ? CHECK_DETAILS.naturalCrown(head, min, max, details.crown.hairPercent ?? head)
            : CHECK_DETAILS.naturalCrownOut(head, min, max)
          : c.headInBand
            ? `Head ${head.toFixed(0)}% of the height (required ${min}-${max}%)`
            : head >= min && head <= max
              ? CHECK_DETAILS.headNearEdge(head, min, max)
              : CHECK_DETAILS.headOutOfBand(head, min, max)
  const { checked, found, othersInFrame } = details.faces
  const faceFoundDetail = !checked
    ? CHECK_DETAILS.faceNotChecked
    : found === 0
      ? CHECK_DETAILS.noFace
      : othersInFrame > 0
        ? CHECK_DETAILS.severalFacesInside(found)
        : !c.faceFound
          ? details.autoCenter.placesHead
            ? CHECK_DETAILS.faceOffFrame
            : CHECK_DETAILS.noRoomForHead
          : found === 1
            ? CHECK_DETAILS.oneFace
            : CHECK_DETAILS.severalFacesOutside(found)
  const { backdrop } = details
  const fillsDetail = !backdrop.replaced
    ? c.fillsFrame
      ? CHECK_DETAILS.covered
      : details.autoCenter.covers
        ? CHECK_DETAILS.padded(details.cover.paddedPercent)
        : CHECK_DETAILS.paddedPhotoTooSmall(details.cover.paddedPercent)
    : !c.fillsFrame
      ? BACKDROP_CHECKS.bodyCut(backdrop.bodyCutPx)
      : details.cover.covered
        ? CHECK_DETAILS.covered
        : BACKDROP_CHECKS.paddingFilled
  const editsDetail = !backdrop.replaced
    ? BACKDROP_CHECKS.unedited
    : c.editsAccepted
      ? BACKDROP_CHECKS.replacedAccepted
      : BACKDROP_CHECKS.replacedRefused
  const roll = details.rollDegrees
  // Crown to chin in the export and in the photo: the same head, enlarged by details.enlargement.
  const exportHead = head === null ? null : (head / 100) * details.size.height
  const detailDetail =
    exportHead === null
      ? CHECK_DETAILS.enlargement(details.enlargement, COMPLIANCE.maxUpscale)
      : (c.enoughDetail ? CHECK_DETAILS.detail : CHECK_DETAILS.tooLittleDetail)(
          exportHead / details.enlargement,
          exportHead,
          exportHead / COMPLIANCE.maxUpscale,
        )
  const eyeRow = bandRow('eyeLine', CHECK_LABELS.eyeLine, c.eyeLineInBand, details.eyeLine, {
    missing: CHECK_DETAILS.noEyesToPlace,
    inside: CHECK_DETAILS.eyeLine,
    outside: CHECK_DETAILS.eyeLineOut,
  })
  // A crown the photo cuts off has no known margin: moving the photo cannot help, so say what Face size says.
  const marginRow = bandRow('topMargin', CHECK_LABELS.topMargin, c.topMarginInBand, details.topMargin, {
    missing: CHECK_DETAILS.noHeadForMargin,
    inside: CHECK_DETAILS.topMargin,
    outside: details.crownCut ? () => CHECK_DETAILS.crownCut : CHECK_DETAILS.topMarginOut,
  })
  return [
    {
      key: 'dimensions',
      label: 'Dimensions',
      pass: c.dimensions,
      status: statusOf(c.dimensions),
      detail: `${details.size.width}x${details.size.height} px (required ${details.size.expectedWidth}x${details.size.expectedHeight})`,
    },
    {
      key: 'resolution',
      label: 'Resolution',
      pass: c.resolution,
      status: statusOf(c.resolution),
      detail: `${frame.dpi} dpi`,
    },
    {
      key: 'background',
      label: 'Background',
      pass: c.background,
      status: statusOf(c.background),
      detail:
        bg.counted < COMPLIANCE.minBackgroundPoints
          ? `Only ${bg.counted} of ${bg.samples.length} edge points show background (${COMPLIANCE.minBackgroundPoints} needed to judge it); ${left} are on you or on empty frame`
          : `${bg.passing} of ${bg.counted} background points ${bg.rule === 'whitish' ? 'look white' : 'match the colour'} (${bg.needed} needed)${left > 0 ? `; ${left} on you or on empty frame not counted` : ''}`,
    },
    { key: 'face', label: 'Face size', pass: c.face, status: faceStatus, detail: faceDetail },
    ...eyeRow,
    ...marginRow,
    { key: 'fileSize', label: 'File size', pass: c.fileSize, status: statusOf(c.fileSize), detail: fileSize },
    {
      key: 'faceFound',
      label: CHECK_LABELS.faceFound,
      pass: c.faceFound,
      status: statusOf(c.faceFound),
      detail: faceFoundDetail,
    },
    {
      key: 'fillsFrame',
      label: CHECK_LABELS.fillsFrame,
      pass: c.fillsFrame,
      status: statusOf(c.fillsFrame),
      detail: fillsDetail,
    },
    {
      key: 'enoughDetail',
      label: CHECK_LABELS.enoughDetail,
      pass: c.enoughDetail,
      status: statusOf(c.enoughDetail),
      detail: detailDetail,
    },
    {
      key: 'headStraight',
      label: CHECK_LABELS.headStraight,
      pass: c.headStraight,
      status: statusOf(c.headStraight),
      detail:
        roll === null
          ? CHECK_DETAILS.noHeadToLevel
          : c.headStraight
            ? CHECK_DETAILS.straight(roll, COMPLIANCE.maxRollDegrees)
            : details.autoCenter.levels
              ? CHECK_DETAILS.tilted(roll, COMPLIANCE.maxRollDegrees)
              : CHECK_DETAILS.tooTilted(roll, COMPLIANCE.maxRollDegrees),
    },
    {
      key: 'editsAccepted',
      label: BACKDROP_CHECKS.editsLabel,
      pass: c.editsAccepted,
      status: statusOf(c.editsAccepted),
      detail: editsDetail,
    },
    ...qualityRows(details.quality, frame.glasses),
  ]
}

/**
 * One row per quality check of the photo's face (docs/photo-checks.md): the value, the threshold and its rule,
 * and on a failure what to do. None before a face is found ('Face found' fails then).
 */
function qualityRows(
  { measures, verdicts, wallReplaced }: ComplianceResult['details']['quality'],
  glasses: PhotoFrame['glasses'],
): Row[] {
  if (!measures) return []
  const m = measures
  const maybe = (value: number | null, say: (v: number) => string) => (value === null ? null : say(value))
  const measured: Record<QualityCheck, string | null> = {
    exposure: QUALITY_DETAILS.exposure(m.luminance, m.dark, m.bright),
    dynamicRange: QUALITY_DETAILS.dynamicRange(m.dynamicRange),
    lighting: QUALITY_DETAILS.lighting(m.lightingBalance),
    sharpness: QUALITY_DETAILS.sharpness(m.sharpness),
    compression: QUALITY_DETAILS.compression(m.blockiness),
    eyeDistance: QUALITY_DETAILS.eyeDistance(m.interEyePx),
    yaw: maybe(m.yaw, QUALITY_DETAILS.yaw),
    pitch: maybe(m.pitch, QUALITY_DETAILS.pitch),
    eyesOpen: maybe(m.eyesOpen, QUALITY_DETAILS.eyesOpen),
    mouthClosed: maybe(m.mouthOpen, QUALITY_DETAILS.mouthClosed),
    expression: maybe(m.cornerLift, QUALITY_DETAILS.expression),
    gaze: maybe(m.gaze, QUALITY_DETAILS.gaze),
    glasses: QUALITY_DETAILS.glasses(m.glasses, glasses),
    headCovering: maybe(m.forehead, QUALITY_DETAILS.headCovering),
    backgroundUniform: wallReplaced
      ? QUALITY_WALL_REPLACED
      : maybe(m.backgroundSpread, QUALITY_DETAILS.backgroundUniform),
    backgroundShadow: wallReplaced
      ? QUALITY_WALL_REPLACED
      : maybe(m.backgroundShadow, QUALITY_DETAILS.backgroundShadow),
  }
  return verdicts.map(({ check, status }) => {
    const said = measured[check]
    return {
      key: `quality-${check}`,
      label: QUALITY_LABELS[check],
      pass: status !== 'fail',
      status,
      detail:
        said === null ? QUALITY_NOT_MEASURED : status === 'pass' ? said : `${said}: ${QUALITY_FIXES[check]}`,
    }
  })
}

/** The panel's one-line verdict: a pass with rows to look at says how many. */
export function complianceSummary(overall: boolean, rows: readonly Pick<Row, 'status'>[]): string {
  if (!overall) return COMPLIANCE_SUMMARY.attention
  const toCheck = rows.filter((r) => r.status === 'warn').length
  return toCheck ? COMPLIANCE_SUMMARY.passWithChecks(toCheck) : COMPLIANCE_SUMMARY.pass
}

/**
 * What a screen reader hears when the verdict settles or changes (a polite live region): ready or not, and
 * which checks do not pass, by name, so a change from Pass to Fail is never silent.
 */
export function verdictAnnouncement(
  overall: boolean,
  rows: readonly Pick<Row, 'status' | 'label'>[],
): string {
  if (overall) return `Ready to Download. ${complianceSummary(overall, rows)}`
  const failing = rows.filter((r) => r.status === 'fail').map((r) => r.label)
  return failing.length
    ? `Not ready yet. Not passing: ${failing.join(', ')}.`
    : `Not ready yet. ${COMPLIANCE_SUMMARY.attention}`
}

type Band = { min: number; max: number }
type BandTexts = {
  missing: (min: number, max: number) => string
  inside: (percent: number, min: number, max: number) => string
  outside: (percent: number, min: number, max: number) => string
}

/** A row for a band the document states (eye line, top margin); none where it states none. */
function bandRow(
  key: string,
  label: string,
  pass: boolean,
  measured: { percent: number | null; band: Band | null },
  texts: BandTexts,
): Row[] {
  const { percent, band } = measured
  if (!band) return []
  const detail =
    percent === null
      ? texts.missing(band.min, band.max)
      : (pass ? texts.inside : texts.outside)(percent, band.min, band.max)
  return [{ key, label, pass, status: statusOf(pass), detail }]
}
