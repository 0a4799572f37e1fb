import {
  COUNTRY_SPECS,
  type CountrySlug,
  countryDisplayName,
  HONEST_CLAIM,
  isDataOnlySlug,
  processingSentence,
  SITE,
  withArticle,
} from '@vps/specs'
import {
  backgroundChoiceText,
  backgroundPhrase,
  dpiText,
  faceRange,
  faceTarget,
  fileSizeWindow,
  mainBackgroundName,
  maxUploadText,
  type PhotoSpec,
  sizeMm,
  sizePx,
  uploadFormatsText,
} from './spec-format.ts'

export type FaqEntry = { id: string; question: string; answer: string }

// Shared by every country, the Vietnam page included.
export function privacyFaq(): FaqEntry {
  return {
    id: 'privacy',
    question: 'Is my photo uploaded or stored anywhere?',
    answer:
      'No. The photo is opened, cropped and saved as a JPEG inside your browser. It is never sent to our servers and nothing is stored after you close the page.',
  }
}

export function freeFaq(): FaqEntry {
  return {
    id: 'free',
    question: 'Is the photo tool really free?',
    answer: `Yes. There is no sign-up, no watermark and no charge. A finished photo usually takes ${SITE.resultTime}.`,
  }
}

/**
 * The authority's stated processing time with its source, or no number at all (PROCESSING_TIMES in specs). A
 * destination kept as data says only what its data says: no delay figure either (docs/destinations-data.md).
 */
export function processingFaq(country: string, countryName: string): FaqEntry {
  const delay = isDataOnlySlug(country) ? '' : `, which can add ${SITE.rejectionDelay} of delay`
  return {
    id: 'processing',
    question: `How long does ${countryName} visa processing take, and what if my photo is rejected?`,
    answer: `${processingSentence(country, countryName)} A rejected photo usually means correcting and resubmitting${delay}, so it pays to get the photo right the first time.`,
  }
}

export function acceptanceFaq(countryName: string): FaqEntry {
  return {
    id: 'acceptance',
    question: 'Is the photo guaranteed to be accepted?',
    answer: `No tool can promise that. Our photo ${HONEST_CLAIM}: the ${countryName} authorities make the final decision, and they also judge things software cannot fully check, such as lighting, expression and likeness. Rules change, so check the official application site before you submit.`,
  }
}

export function recencyFaq(): FaqEntry {
  return {
    id: 'recency',
    question: 'How recent does the photo need to be?',
    answer: `Use a photo taken within the last ${SITE.photoRecencyMonths} months that looks like you today. Do not reuse an old passport photo.`,
  }
}

function uploadFormatsFaq(spec: PhotoSpec): FaqEntry {
  return {
    id: 'upload-formats',
    question: 'Which photos can I upload?',
    answer: `${uploadFormatsText()}, up to ${maxUploadText()}. Whatever you upload, the download is a ${spec.format} file, the format visa applications ask for.`,
  }
}

/** The FAQ of a generic country page, built from that country's spec (at least 5 entries). */
export function buildCountryFaq(country: CountrySlug, spec: PhotoSpec = COUNTRY_SPECS[country]): FaqEntry[] {
  return buildDestinationFaq(country, countryDisplayName(country), spec)
}

/** The same FAQ for any destination by its name, staff-added ones included. */
export function buildDestinationFaq(code: string, name: string, spec: PhotoSpec): FaqEntry[] {
  return [
    {
      id: 'size',
      question: `What size is ${withArticle(name)} visa photo?`,
      answer: `${sizeMm(spec)}. For a digital upload that is ${sizePx(spec)} at ${dpiText(spec)}, which is exactly the size the tool exports.`,
    },
    {
      id: 'file-size',
      question: `What file size and format does ${withArticle(name)} visa photo need?`,
      answer: `A ${spec.format} file of ${fileSizeWindow(spec)}. The tool saves a ${spec.format} and lowers the quality step by step to bring it within ${spec.max_file_size_kb}KB; check the size shown before you submit.`,
    },
    {
      id: 'background',
      question: `What background colour does ${withArticle(name)} visa photo need?`,
      answer: `A plain, evenly lit ${backgroundPhrase(spec)} background with no shadows or patterns. The tool checks the edges of your photo against that colour. ${backgroundChoiceText(spec)}`,
    },
    {
      id: 'face',
      question: `How big should my face be in ${withArticle(name)} visa photo?`,
      answer: `From chin to the top of the head, your face should fill ${faceRange(spec)} of the photo height. The tool scales your face to about ${faceTarget(spec)}%, the middle of that range, and centres it horizontally.`,
    },
    recencyFaq(),
    {
      id: 'phone',
      question: `Can I take my ${name} visa photo with a phone?`,
      answer: `Yes. Ask someone to take it from about 1.5 m away at eye level, facing a window or soft light, in front of a plain ${mainBackgroundName(spec)} wall. Avoid arm's-length selfies, which distort the face.`,
    },
    uploadFormatsFaq(spec),
    privacyFaq(),
    freeFaq(),
    processingFaq(code, name),
    acceptanceFaq(name),
  ]
}
