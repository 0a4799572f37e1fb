import { acceptanceFaq, type FaqEntry, freeFaq, privacyFaq, processingFaq, recencyFaq } from './faq.ts'
import {
  backgroundChoiceText,
  dpiText,
  faceRange,
  faceTarget,
  fileSizeWindow,
  mainBackgroundName,
  maxUploadText,
  type PhotoSpec,
  sizeCm,
  sizeMm,
  sizePx,
  uploadFormatsText,
} from './spec-format.ts'

// The e-visa portal's wording, quoted exactly: applicants search for it.
export const ANOTHER_SOURCE_ERROR = 'Portrait photo was captured from another source'
export const WORKAROUND_PPI = 150

const NAME = 'Vietnam'

/** The long FAQ of the Vietnam page, built on its default document's row (4x6 cm, or the staff's edit of it). */
export function buildVietnamFaq(spec: PhotoSpec): FaqEntry[] {
  return [
    {
      id: 'size',
      question: 'What size is a Vietnam visa photo?',
      answer: `${sizeCm(spec)} (${sizeMm(spec)}), in portrait orientation. As a digital file that is ${sizePx(spec)} at ${dpiText(spec)}, exactly what the tool exports. Square photos made for other countries will not fit.`,
    },
    {
      id: 'file-size',
      question: 'What file size and format does the Vietnam e-visa photo need?',
      answer: `A ${spec.format} file of ${fileSizeWindow(spec)}. The tool lowers the JPEG quality step by step until the file fits within ${spec.max_file_size_kb}KB, and shows the size when you download.`,
    },
    {
      id: 'background',
      question: 'What background does a Vietnam visa photo need?',
      answer: `Plain ${mainBackgroundName(spec)}: no cream, grey, texture or shadows. The tool checks the edges of your photo and warns you when the background does not look white enough. ${backgroundChoiceText(spec)}`,
    },
    {
      id: 'face',
      question: 'How big should my face be?',
      answer: `Your face, from chin to the top of the head, should cover ${faceRange(spec)} of the photo height. The tool positions your face at about ${faceTarget(spec)}% automatically.`,
    },
    {
      id: 'another-source',
      question: `What does the e-visa error '${ANOTHER_SOURCE_ERROR}' mean?`,
      answer:
        'The e-visa portal checks each portrait automatically. It shows this message when it believes the photo was not taken directly of you, for example a photo of a printed photo, a scan, a screenshot, or a portrait cut out of your passport data page. Glare, moiré patterns, visible paper edges or a very low-detail image can all trigger it.',
    },
    {
      id: 'another-source-avoid',
      question: `How do I avoid the '${ANOTHER_SOURCE_ERROR}' error?`,
      answer: `Take a new photo with a camera or phone rather than photographing an existing print or cropping your passport. Upload the original camera file here, not a screenshot or a forwarded copy from a messaging app (those are heavily recompressed). Use even light and a plain ${mainBackgroundName(spec)} wall, then submit the JPEG the tool gives you without further editing.`,
    },
    {
      id: 'ppi-workaround',
      question: `What is the ${WORKAROUND_PPI} pixels per inch workaround?`,
      answer: `If the portal keeps rejecting a photo that meets every rule, some applicants report that re-saving the same image with its resolution set to ${WORKAROUND_PPI} pixels per inch lets it through. Only the resolution setting changes; the pixels stay the same. On a Mac, open the photo in Preview, choose Tools > Adjust Size, untick "Resample image", set the resolution to ${WORKAROUND_PPI} pixels/inch and save. In GIMP use Image > Print Size. This is an applicant-reported workaround, not an official rule: our download is saved at ${dpiText(spec)}, the published requirement, so try it only after a rejection.`,
    },
    {
      id: 'glasses',
      question: 'Can I wear glasses in my Vietnam visa photo?',
      answer:
        'Take them off. Vietnam asks for a bare face with both eyes clearly visible, and glasses (especially tinted lenses or lenses with glare) are one of the most common reasons photos are sent back.',
    },
    {
      id: 'passport-photo',
      question: 'Can I use the photo from my passport?',
      answer: `No. A portrait cut from the passport page is exactly what triggers the '${ANOTHER_SOURCE_ERROR}' error, and it is usually older than allowed. Upload a new photo instead.`,
    },
    recencyFaq(),
    {
      id: 'upload-formats',
      question: 'Which photos can I upload?',
      answer: `${uploadFormatsText()}, up to ${maxUploadText()}. The download is always a ${spec.format}, the format the e-visa portal accepts.`,
    },
    processingFaq('vietnam', NAME),
    privacyFaq(),
    freeFaq(),
    acceptanceFaq(NAME),
  ]
}
