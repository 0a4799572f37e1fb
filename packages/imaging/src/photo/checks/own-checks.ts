// Our own rows beside the spec's five (docs/product-rules.md, "Compliance rows"): where the eyes and the crown
// sit, a face and only one, the frame filled, enough detail, the head level, and an edit the document accepts.
import { BACKDROP_CHECKS, CHECK_DETAILS, CHECK_LABELS, COMPLIANCE } from '@vps/specs'
import type { ComplianceDetails } from '../compliance-types.ts'
import { type ComplianceCheck, inBand } from './types.ts'

/** The eyes sit in the document's eye-line band; only where the document states one. */
export const eyeLine: ComplianceCheck = {
  key: 'eyeLine',
  applies: ({ frame }) => frame.eyeLine !== null,
  run: ({ details: { eyeLine: e } }) => e.band !== null && inBand(e.percent, e.band),
  row: (pass, { details: { eyeLine: e } }) => {
    const { min, max } = e.band ?? { min: 0, max: 100 }
    return {
      label: CHECK_LABELS.eyeLine,
      detail:
        e.percent === null
          ? CHECK_DETAILS.noEyesToPlace(min, max)
          : (pass ? CHECK_DETAILS.eyeLine : CHECK_DETAILS.eyeLineOut)(e.percent, min, max),
    }
  },
}

/** The room above the crown is inside the document's top-margin band; only where the document states one. */
export const topMargin: ComplianceCheck = {
  key: 'topMargin',
  applies: ({ frame }) => frame.topMargin !== null,
  run: ({ details: d }) =>
    d.topMargin.band !== null && !d.crownCut && inBand(d.topMargin.percent, d.topMargin.band),
  row: (pass, { details: d }) => {
    const { percent, band } = d.topMargin
    const { min, max } = band ?? { min: 0, max: 100 }
    // A crown the photo cuts off has no known margin: moving the photo cannot help, so say what Face size says.
    return {
      label: CHECK_LABELS.topMargin,
      detail:
        percent === null
          ? CHECK_DETAILS.noHeadForMargin(min, max)
          : pass
            ? CHECK_DETAILS.topMargin(percent, min, max)
            : d.crownCut
              ? CHECK_DETAILS.crownCut
              : CHECK_DETAILS.topMarginOut(percent, min, max),
    }
  },
}

/** With the wall replaced, too little of the face kept: the export would show new wall and nobody. */
export const faceLost = ({ backdrop }: Pick<ComplianceDetails, 'backdrop'>): boolean =>
  backdrop.replaced && backdrop.faceShown !== null && backdrop.faceShown < COMPLIANCE.minFaceShown

/**
 * One face found, no part of another head in the frame, the face still there after the wall was replaced,
 * and it lies whole and centred in the frame (headPlaced).
 */
export const faceFound: ComplianceCheck = {
  key: 'faceFound',
  run: ({ details }) =>
    details.faces.found > 0 && details.faces.othersInFrame === 0 && !faceLost(details) && details.headPlaced,
  row: (pass, { details: { faces, autoCenter, backdrop } }) => ({
    label: CHECK_LABELS.faceFound,
    detail: !faces.checked
      ? CHECK_DETAILS.faceNotChecked
      : faces.found === 0
        ? CHECK_DETAILS.noFace
        : faces.othersInFrame > 0
          ? CHECK_DETAILS.otherHeadsInside(faces.where)
          : faceLost({ backdrop })
            ? CHECK_DETAILS.faceLost(backdrop.faceShown ?? 0)
            : !pass
              ? autoCenter.placesHead
                ? CHECK_DETAILS.faceOffFrame
                : CHECK_DETAILS.noRoomForHead
              : faces.found === 1
                ? CHECK_DETAILS.oneFace
                : CHECK_DETAILS.severalFacesOutside(faces.found),
  }),
}

/**
 * The photo covers the frame; with the wall replaced, padding is new background like the rest
 * (docs/background.md, "Padding"), and the frame is filled unless the person ends in a hard edge inside it.
 */
export const fillsFrame: ComplianceCheck = {
  key: 'fillsFrame',
  // With the wall replaced, a frame of new wall that lost the person is not a filled frame either.
  run: ({ details: { backdrop, cover } }) =>
    backdrop.replaced
      ? backdrop.bodyCutPx <= backdrop.maxBodyCutPx && !faceLost({ backdrop })
      : cover.covered,
  row: (pass, { details: { backdrop, cover, autoCenter } }) => ({
    label: CHECK_LABELS.fillsFrame,
    detail: faceLost({ backdrop })
      ? CHECK_DETAILS.faceLost(backdrop.faceShown ?? 0)
      : !backdrop.replaced
        ? pass
          ? CHECK_DETAILS.covered
          : autoCenter.covers
            ? CHECK_DETAILS.padded(cover.paddedPercent)
            : CHECK_DETAILS.paddedPhotoTooSmall(cover.paddedPercent)
        : !pass
          ? BACKDROP_CHECKS.bodyCut(backdrop.bodyCutPx)
          : cover.covered
            ? CHECK_DETAILS.covered
            : BACKDROP_CHECKS.paddingFilled,
  }),
}

/**
 * Crown to chin (to the top of the hair) in the export and in the photo: its pixels (the export's enlarged by
 * `enlargement`) and its real detail (quality/detail.ts: fewer in a photo enlarged before it reached us).
 */
function headPixels(d: ComplianceDetails) {
  const percent = d.crown.hairPercent ?? d.headPercent
  if (percent === null) return null
  const exportPx = (percent / 100) * d.size.height
  const photoPx = exportPx / d.enlargement
  return { exportPx, photoPx, realPx: d.detailPx === null ? photoPx : Math.min(photoPx, d.detailPx) }
}

/**
 * The photo has enough detail for the export: the export enlarges its head's real detail at most
 * COMPLIANCE.maxUpscale. A photo enlarged before it reached us has the pixels, not the detail.
 */
export const enoughDetail: ComplianceCheck = {
  key: 'enoughDetail',
  run: ({ details: d }) => {
    const head = headPixels(d)
    return (
      d.enlargement <= COMPLIANCE.maxUpscale &&
      (!head || head.exportPx <= head.realPx * COMPLIANCE.maxUpscale)
    )
  },
  row: (pass, { details: d }) => {
    const head = headPixels(d)
    const needed = head ? head.exportPx / COMPLIANCE.maxUpscale : 0
    return {
      label: CHECK_LABELS.enoughDetail,
      detail: !head
        ? CHECK_DETAILS.enlargement(d.enlargement, COMPLIANCE.maxUpscale)
        : head.realPx < head.photoPx * ENLARGED_BEFORE
          ? CHECK_DETAILS.enlargedBefore(head.realPx, head.photoPx, head.exportPx, needed, pass)
          : (pass ? CHECK_DETAILS.detail : CHECK_DETAILS.tooLittleDetail)(
              head.photoPx,
              head.exportPx,
              needed,
            ),
    }
  },
}

/** Real detail under this share of the pixels: the photo was enlarged before (the measure's own spread is less). */
const ENLARGED_BEFORE = 0.9

/** The head keeps at most COMPLIANCE.maxRollDegrees of roll in the export. */
export const headStraight: ComplianceCheck = {
  key: 'headStraight',
  run: ({ details: { rollDegrees } }) =>
    rollDegrees !== null && Math.abs(rollDegrees) <= COMPLIANCE.maxRollDegrees,
  row: (pass, { details }) => {
    const { rollDegrees: roll, autoCenter } = details
    // The roll is read from the eyes: behind dark lenses it is the models' guess, so it is not reported.
    if (roll !== null && eyesHidden(details))
      return { label: CHECK_LABELS.headStraight, status: 'warn', detail: CHECK_DETAILS.rollUnread }
    return {
      label: CHECK_LABELS.headStraight,
      detail:
        roll === null
          ? CHECK_DETAILS.noHeadToLevel
          : pass
            ? CHECK_DETAILS.straight(roll, COMPLIANCE.maxRollDegrees)
            : autoCenter.levels
              ? CHECK_DETAILS.tilted(roll, COMPLIANCE.maxRollDegrees)
              : CHECK_DETAILS.tooTilted(roll, COMPLIANCE.maxRollDegrees),
    }
  },
}

/** The eyes could not be seen ('Eyes visible' fails): what is read from them is not known. */
const eyesHidden = ({ quality }: ComplianceDetails) =>
  quality.verdicts.some((v) => v.check === 'eyesVisible' && v.status === 'fail')

/** Fails only when the wall was replaced for a document whose authority refuses edited photos. */
export const editsAccepted: ComplianceCheck = {
  key: 'editsAccepted',
  run: ({ details: { backdrop } }) => !(backdrop.replaced && backdrop.edits === 'refused'),
  row: (pass, { details: { backdrop } }) => ({
    label: BACKDROP_CHECKS.editsLabel,
    detail: !backdrop.replaced
      ? BACKDROP_CHECKS.unedited
      : pass
        ? BACKDROP_CHECKS.replacedAccepted
        : BACKDROP_CHECKS.replacedRefused,
  }),
}
