// "{Country} Visa Photo Requirements: Complete Guide": every number of the country's preset, explained, with
// how the photo is used and how to take it. The richer Vietnam sections are added by vietnam.ts.
import { builtInEditPolicy, countryLinks, REQUIREMENT_TEXT, SITE, withArticle } from '@vps/specs'
import { notesOf } from './country-notes.ts'
import {
  defaultFiguresNote,
  defaultPhrase,
  documentBackgrounds,
  documentFile,
  documentHead,
  documentMm,
  documentPixels,
  documentsSection,
  guideDocuments,
  otherDocumentsNote,
  replacementAccepted,
} from './documents.ts'
import { esc, faq, h2, h3, link, ol, p, strong, table, ul } from './html.ts'
import { authorityDecides, checkBox, nextSteps, pick, specOf, submissionSentence } from './shared-sections.ts'
import {
  acceptsOtherBackgrounds,
  backgroundList,
  faceRange,
  faceTarget,
  fileWindow,
  type GuideSpec,
  headMm,
  headPx,
  isSquare,
  listText,
  mainBackground,
  minKb,
  nameOf,
  sameSpecAs,
  sizeCm,
  sizeInches,
  sizeMm,
  sizePx,
  TheName,
  theName,
} from './spec-text.ts'
import type { GuideContext, GuideDraft } from './types.ts'

const COMMON = { width_mm: 35, height_mm: 45 }

function intro({ country, index }: GuideContext, spec: GuideSpec): string {
  const name = nameOf(country)
  return pick(
    [
      p(
        `${withArticle(name, { capital: true })} visa photo has to meet exact numbers: ${sizeMm(spec)} on paper, ${sizePx(spec)} as a file, a ${mainBackground(spec)} background and a head that fills ${faceRange(spec)} of the height. Get one of them wrong and the application stalls until you send a new photo. This guide goes through each requirement, explains what it means in practice and shows how to get it right at home.`,
      ),
      p(
        `Most rejected ${name} visa applications are not refused for anything serious: a photo a few millimetres off, a background in the wrong shade or a file that is too small is enough to send them back. Below are the exact ${name} photo requirements our tool follows (${sizeMm(spec)}, ${sizePx(spec)}, ${fileWindow(spec)}), what each one means and how to meet it without a studio.`,
      ),
      p(
        `Before you book a photo studio for your ${name} visa, know what they will be measuring. The ${name} preset is ${sizeMm(spec)} (${sizePx(spec)} as a digital file), on ${mainBackground(spec)}, with your head taking up ${faceRange(spec)} of the photo height. Here is every requirement in one place, with the reasons behind it.`,
      ),
    ],
    index,
  )
}

function atAGlance({ country }: GuideContext, spec: GuideSpec): string {
  const rows: [string, string][] = [
    [
      'Printed size',
      `${sizeMm(spec)} (${sizeCm(spec)}${isSquare(spec) ? `, about ${sizeInches(spec)}` : ''})`,
    ],
    ['Digital size', sizePx(spec)],
    ['Resolution', `${spec.dpi} dpi`],
    ['File format', spec.format],
    ['File size', fileWindow(spec)],
    ['Background', listText(backgroundList(spec))],
    [
      'Head height (chin to top of hair)',
      `${faceRange(spec)} of the photo: ${headMm(spec)} printed, ${headPx(spec)} digital`,
    ],
    ['Age of the photo', `Taken within the last ${SITE.photoRecencyMonths} months`],
  ]
  return [
    h2('Requirements at a glance', 'at-a-glance'),
    defaultFiguresNote(country, 'The numbers below'),
    table(['Requirement', 'Value'], rows),
  ].join('')
}

// The site's general guidance is 70-80%; say so only where this country's band differs from it.
function bandNote(country: GuideContext['country'], spec: GuideSpec): string {
  const general = REQUIREMENT_TEXT.faceCoverage
  const target = `our tool aims for ${faceTarget(spec)}%, the middle of the band`
  return general.includes(faceRange(spec))
    ? `That is the usual guidance (the ${general}), and ${target}.`
    : `General guidance says the ${general}, but ${theName(country)} sets ${faceRange(spec)}; ${target}.`
}

function sizeSection({ country }: GuideContext, spec: GuideSpec): string {
  const name = nameOf(country)
  const shape = isSquare(spec)
    ? `The ${name} photo is square. That sets it apart from the ${COMMON.width_mm}x${COMMON.height_mm} mm portrait format most countries use, so a photo printed for a European visa cannot simply be trimmed to fit: the crop would cut into your head or shoulders.`
    : spec.width_mm === COMMON.width_mm && spec.height_mm === COMMON.height_mm
      ? `${sizeMm(spec)} is the international passport format, used by most of Europe and much of Asia. Photo booths and studios know it, which makes ${theName(country)} one of the easier countries to print for; the work is in the framing, not the paper size.`
      : `At ${sizeMm(spec)}, the ${name} photo is not the common ${COMMON.width_mm}x${COMMON.height_mm} mm format, so check any print from a booth or studio with a ruler before you use it.`
  return [
    h2('Size and framing', 'size'),
    p(shape),
    p(
      `As a file, the photo must be exactly ${sizePx(spec)}.${otherDocumentsNote(country, documentPixels)} Online forms compare the pixel size with what they expect, and a file that is a few pixels off can be refused even though it looks right. Export at that size and upload the file as it is, without resizing or cropping it in another app.`,
    ),
    p(
      `Your head, measured from the bottom of the chin to the top of the hair, should cover ${faceRange(spec)} of the photo height: ${headMm(spec)} on the print, or ${headPx(spec)} in the file. Centre it horizontally and keep your eyes a little above the middle of the frame, with some space above the hair. ${bandNote(country, spec)}${otherDocumentsNote(country, documentHead)}`,
    ),
  ].join('')
}

function backgroundSection({ country }: GuideContext, spec: GuideSpec): string {
  const main = mainBackground(spec)
  const text =
    main === 'white'
      ? `The background must be plain ${main} (${spec.background_color}): no patterns, no objects, no visible edges of a wall or door, and no shadow of your head. A white wall lit evenly from the front is enough; a bed sheet works if it is pulled tight and ironed.`
      : `The preferred background is ${main} (${spec.background_color}), a very pale neutral rather than bright white. It keeps a light face and white clothing from merging into the background. In practice a plain, evenly lit light wall gives this tone.`
  const documents = otherDocumentsNote(country, documentBackgrounds)
  const others = acceptsOtherBackgrounds(spec)
    ? p(
        `${TheName(country)} also accepts ${listText(backgroundList(spec).slice(1))}. Whichever you use, it must be a single even colour from edge to edge.${documents}`,
      )
    : p(
        `No other colour is accepted for ${theName(country)}: cream, blue or grey tints read as a wrong background.${documents}`,
      )
  return [h2('Background', 'background'), p(text), others, replacementText(country, spec)].join('')
}

// What the tool does about the wall behind you, from the destination's edit policy (docs/background.md).
function replacementText(country: GuideContext['country'], spec: GuideSpec): string {
  const policy = builtInEditPolicy(country)
  const rest =
    'The tool also fills any empty space at the edges with the right colour and warns you when the background of your photo does not look right.'
  return replacementAccepted(policy)
    ? p(
        `Our tool can replace the wall behind you with a plain ${mainBackground(spec)} background, on your device, and we know of no ${nameOf(country)} rule against it. A plain wall and good light still give the cleanest edge around the hair. ${rest}`,
      )
    : p(
        `${TheName(country)} does not accept edited photos, so the tool’s background replacement starts off: ${esc(policy.reason)} Start with a plain wall and good light. ${rest}`,
      )
}

function fileSection({ country }: GuideContext, spec: GuideSpec): string {
  const name = nameOf(country)
  const min = minKb(spec)
  const windowText =
    min === undefined
      ? `There is an upper limit of ${spec.max_file_size_kb}KB and no published minimum.`
      : `The file must be between ${min}KB and ${spec.max_file_size_kb}KB. The minimum matters as much as the maximum: an over-compressed file below ${min}KB is treated as too low in quality, even when it looks fine on screen.`
  const documents = otherDocumentsNote(country, documentFile, {
    lead: `Those limits belong to ${defaultPhrase(country)}; the tool keeps each of its other photos inside the window of its own form`,
  })
  return [
    h2('File format and size', 'file'),
    p(
      `Submit a ${spec.format} file at ${spec.dpi} dpi. ${windowText}${documents} Phones save photos at several megabytes, and messaging apps shrink them far below the limit, so neither file is ready to upload as it is.`,
    ),
    p(
      `The ${name} preset saves a ${spec.format} of ${sizePx(spec)} and adjusts the quality so the file is ${fileWindow(spec)}.`,
    ),
  ].join('')
}

function appearanceSection({ country }: GuideContext): string {
  const name = nameOf(country)
  return [
    h2('Expression, clothing and accessories', 'appearance'),
    ul([
      `${strong('Expression:')} neutral, mouth closed, both eyes open and looking straight into the camera.`,
      `${strong('Glasses:')} take them off. Even where they are allowed, reflections and frames over the eyes are a common reason for rejection.`,
      `${strong('Head coverings:')} only for religious or medical reasons, and your face must stay fully visible from the chin to the top of the forehead and on both sides.`,
      `${strong('Hair:')} keep it away from your eyes and the edges of your face.`,
      `${strong('Clothing:')} everyday clothes in a colour that contrasts with the ${name} background; avoid uniforms and anything that looks like one.`,
      `${strong('Recent:')} the photo must show you as you look now, taken within the last ${SITE.photoRecencyMonths} months.`,
    ]),
  ].join('')
}

function homeSteps({ country }: GuideContext, spec: GuideSpec): string {
  const name = nameOf(country)
  return [
    h2('Taking the photo at home', 'at-home'),
    ol([
      `Stand about half a metre in front of a plain ${mainBackground(spec)} wall, so that your shadow falls behind you and out of the frame.`,
      'Face a window or a soft lamp; avoid ceiling lights, which cast shadows under the eyes, and the flash.',
      'Ask someone to hold the phone at eye level about 1.5 metres away. Selfies taken at arm length distort the face.',
      'Take several shots with your shoulders square and your head level, and choose the sharpest.',
      `Open the ${link(countryLinks(country).photoTool, `${name} visa photo tool`)}, upload the original file (not a screenshot) and let it position your face; adjust the zoom if needed and download the ${spec.format}.`,
    ]),
  ].join('')
}

function sharingSection({ country }: GuideContext): string | null {
  const others = sameSpecAs(country)
  if (others.length === 0) return null
  const names = others.map(theName)
  return [
    h3('One photo, several applications'),
    p(
      `The ${nameOf(country)} preset uses the same numbers as ${listText(names)}. If you are applying for more than one of these visas, the same file meets each preset; check each office's own checklist all the same.`,
    ),
  ].join('')
}

function questions({ country }: GuideContext, spec: GuideSpec): string {
  const name = nameOf(country)
  const entries: [string, string][] = [
    [
      `Can I take my ${name} visa photo with a phone?`,
      `Yes. A recent phone camera has more than enough resolution for ${sizePx(spec)}. What matters is light, background and distance: follow the steps above and let the tool do the cropping and sizing.`,
    ],
    [
      `Can I reuse my passport photo?`,
      `Only if you still have the original file, it was taken within the last ${SITE.photoRecencyMonths} months and it matches the ${name} size and background. Never scan a print or crop the passport page: copies lose detail and are often refused.`,
    ],
    [
      `Does the ${name} photo need to be printed?`,
      `Only when you apply in person or on paper; online forms take the file. For prints, order ${sizeMm(spec)} on matt or glossy photo paper, without borders, and print the tool's download at 100% scale so the size stays exact.${otherDocumentsNote(country, documentMm, { lead: `That is the size of ${defaultPhrase(country)}; a print for another form has its own`, only: (doc) => doc.medium === 'print' })}`,
    ],
  ]
  return [h2('Questions applicants ask', 'faq'), faq(entries)].join('')
}

export function requirementsGuide(ctx: GuideContext): GuideDraft {
  const { country, index } = ctx
  const spec = specOf(country)
  const name = nameOf(country)
  const documents = guideDocuments(country)
  // The order of the middle sections rotates so that guides for neighbouring countries do not read alike.
  const middle = [backgroundSection(ctx, spec), fileSection(ctx, spec), appearanceSection(ctx)]
  const rotated = [...middle.slice(index % 3), ...middle.slice(0, index % 3)]
  const content = [
    intro(ctx, spec),
    atAGlance(ctx, spec),
    documentsSection(country),
    h2(`How your photo is used for ${withArticle(name)} visa`, 'how-used'),
    p(submissionSentence(country)),
    notesOf(country).tip ? p(notesOf(country).tip as string) : '',
    sizeSection(ctx, spec),
    ...rotated,
    homeSteps(ctx, spec),
    sharingSection(ctx) ?? '',
    h2('Before you submit', 'before-submit'),
    checkBox(country) ?? '',
    authorityDecides(country),
    questions(ctx, spec),
    h2('Next steps', 'next-steps'),
    nextSteps(country, 'requirements'),
  ].join('')

  return {
    kind: 'requirements',
    country,
    slug: countryLinks(country).requirementsGuide.replace('/blog/', ''),
    title: `${name} Visa Photo Requirements: Complete Guide`,
    excerpt: documents.length
      ? `Every ${name} visa photo requirement explained: the default ${sizeMm(spec)} (${sizePx(spec)}) photo, ${mainBackground(spec)} background, head at ${faceRange(spec)} of the height and a ${spec.format} of ${fileWindow(spec)}; the numbers of the ${listText(documents.slice(1).map((doc) => doc.name))}; and how to get it right at home.`
      : `Every ${name} visa photo requirement explained: ${sizeMm(spec)} (${sizePx(spec)}), ${mainBackground(spec)} background, head at ${faceRange(spec)} of the height and a ${spec.format} of ${fileWindow(spec)}, with how to get it right at home.`,
    metaDescription: documents.length
      ? `${name} visa photo: the default ${sizeMm(spec)}, ${sizePx(spec)}, ${spec.format} of ${fileWindow(spec)}, and each form's own numbers. Every requirement and how to meet it.`
      : `${name} visa photo size ${sizeMm(spec)}, ${sizePx(spec)}, ${mainBackground(spec)} background, ${spec.format} of ${fileWindow(spec)}: every requirement and how to meet it.`,
    content,
    // The country is the post's own field (shown as a badge), so tags name the topic.
    tags: [
      'Visa Photo Requirements',
      'Photo Size',
      'Background',
      ...(notesOf(country).region === 'schengen' ? ['Schengen'] : []),
    ],
    keywords: [
      `${name.toLowerCase()} visa photo`,
      `${name.toLowerCase()} visa photo requirements`,
      `${name.toLowerCase()} visa photo size`,
      `${sizeMm(spec)} photo`,
      `${sizePx(spec)} photo`,
    ],
  }
}
