// Vietnam gets more than the other countries: its photo page is the flagship, and its e-visa portal has a
// photo check of its own with an error message applicants search for word for word.
import { countryLinks, processingTimeFor, SITE } from '@vps/specs'
import { h2, h3, link, ol, p, strong, table, ul } from './html.ts'
import { faceRange, fileWindow, guideSpec, headMm, sizeCm, sizeMm, sizePx } from './spec-text.ts'

// Quoted exactly as the portal shows it (the Vietnam photo page quotes it the same way).
export const ANOTHER_SOURCE_ERROR = 'Portrait photo was captured from another source'
export const WORKAROUND_PPI = 150

// Vietnam's default document: the 4x6 cm row without a minimum file size.
const spec = guideSpec('vietnam')
const links = countryLinks('vietnam')

/** Inserted into the requirements guide before "Before you submit". */
export function vietnamRequirementsExtras(): string {
  return [
    h2('The e-visa portal and its automatic photo check', 'portal-check'),
    p(
      `Vietnam's e-visa portal asks for two images: the portrait and the data page of your passport. The portrait is checked automatically as you upload it, and the check is stricter than most. Its best-known message is ${strong(`"${ANOTHER_SOURCE_ERROR}"`)}.`,
    ),
    p(
      'The message means the portal believes the portrait was not taken directly of you: a photo of a printed photo, a scan, a screenshot, or a portrait cut out of your passport page. Glare, moiré patterns from photographing a screen, visible paper edges and very low detail can all trigger it, even when the photo is genuinely recent.',
    ),
    h3('How to avoid the error'),
    ol([
      'Take a new photo with a phone or camera. Do not photograph an existing print and do not crop your passport page.',
      'Upload the original camera file to the tool, not a screenshot or a copy forwarded through a messaging app.',
      `Use even light and a plain white wall, then upload the ${spec.format} the tool gives you without editing it further.`,
      'Upload the passport data page as a separate, flat, glare-free image; it is checked on its own.',
    ]),
    h3(`The ${WORKAROUND_PPI} pixels per inch workaround`),
    p(
      `If the portal keeps refusing a photo that meets every rule, some applicants report that re-saving the same image with its resolution set to ${WORKAROUND_PPI} pixels per inch lets it through. Only the resolution setting changes; the pixels stay the same. On a Mac, open the photo in Preview, choose Tools &gt; Adjust Size, untick "Resample image", set the resolution to ${WORKAROUND_PPI} pixels/inch and save. In GIMP, use Image &gt; Print Size.`,
    ),
    p(
      `This is an applicant-reported workaround, not an official rule. Our download is saved at ${spec.dpi} dpi, the published requirement, so try it only after a rejection.`,
    ),
    h2('Printed 4x6 cm photos', 'prints'),
    p(
      `If you collect your visa on arrival or apply at an embassy, you need prints rather than a file: ${sizeCm(spec)} (${sizeMm(spec)}), on photo paper, with the same white background and head size (${headMm(spec)} from chin to crown). Visa-on-arrival counters usually ask for two. Bring spares: a print that is creased or too small is refused at the counter, where there is no time to fix it.`,
    ),
    p(
      `Vietnam is stricter than most about accessories: no glasses of any kind and no hat, cap or headband unless worn for religious reasons. Dress as you would for an office; sleeveless tops are best avoided.`,
    ),
  ].join('')
}

/** Inserted into the mistakes guide before the self-check. */
export function vietnamMistakesExtras(): string {
  return [
    h2('The mistake specific to the Vietnam e-visa', 'portal-mistake'),
    h3(`A photo of a photo ("${ANOTHER_SOURCE_ERROR}")`),
    p(
      `${strong('Why it fails:')} the e-visa portal runs an automatic check on every portrait and refuses images it believes were captured from another source: photographed prints, scans, screenshots and portraits cropped from a passport page. The message appears as you upload, before anyone at immigration sees your application.`,
    ),
    p(
      `${strong('The fix:')} take a new photo of yourself, upload the original file and submit the tool's ${spec.format} unchanged. If a correct photo is still refused, see the ${WORKAROUND_PPI} pixels per inch workaround in our ${link(links.requirementsGuide, 'Vietnam requirements guide')}.`,
    ),
    h3('Square or 35x45 mm photos'),
    p(
      `${strong('Why it fails:')} Vietnam's photo is ${sizeCm(spec)}, taller and narrower than the common passport format. A photo made for another country has the wrong proportions, and stretching it distorts the face.`,
    ),
    p(
      `${strong('The fix:')} start from an uncropped photo and export it at ${sizePx(spec)}, ${fileWindow(spec)}.`,
    ),
  ].join('')
}

/** Inserted into the processing guide before the planning section. */
export function vietnamProcessingExtras(): string {
  return [
    h2('The Vietnam e-visa step by step', 'e-visa-steps'),
    table(
      ['Step', 'What happens'],
      [
        [
          'Application',
          'Fill in the form on the official e-visa portal and upload the portrait and the passport data page.',
        ],
        ['Payment', 'Pay the government fee online; keep the registration code the portal gives you.'],
        [
          'Processing',
          `The portal states ${processingTimeFor('vietnam')?.typical ?? 'its current processing time'}.`,
        ],
        [
          'Result',
          'Search for your application with the registration code and download the e-visa as a PDF.',
        ],
        ['Travel', 'Print the e-visa and carry it with the passport you applied with.'],
      ],
    ),
    p(
      `The portrait is the step that most often sends an application back. It must be ${sizeCm(spec)} with a white background and your head at ${faceRange(spec)} of the height, ${fileWindow(spec)} as a ${spec.format}, and it must pass the portal's check for photos "${ANOTHER_SOURCE_ERROR.toLowerCase()}". A refusal at that stage, or a request for a new photo after submission, typically costs ${SITE.rejectionDelay}.`,
    ),
    ul([
      'Use the official government portal: look-alike sites charge extra and submit on your behalf, which adds their own delay.',
      'Check the entry dates and the port of entry before paying: changing them later can mean a new application.',
      `Make the photo with the ${link(links.photoTool, 'Vietnam visa photo tool')}, which is built for the e-visa's ${sizePx(spec)} format.`,
    ]),
  ].join('')
}
