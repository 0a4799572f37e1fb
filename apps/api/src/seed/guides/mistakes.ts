// "Common {Country} Visa Photo Mistakes to Avoid": the mistakes that matter most for this country's preset,
// each with why it fails and the fix. Which mistakes appear, and in what order, follows the spec.
import { builtInEditPolicy, countryLinks, SITE, withArticle } from '@vps/specs'
import { notesOf } from './country-notes.ts'
import {
  defaultFiguresNote,
  documentBackgrounds,
  documentFile,
  documentHead,
  documentMm,
  documentsSection,
  guideDocuments,
  otherDocumentsNote,
  replacementAccepted,
} from './documents.ts'
import { esc, h2, h3, link, p, ul } from './html.ts'
import { checkBox, compressLinkBelow, nextSteps, pick, specOf } from './shared-sections.ts'
import {
  backgroundList,
  faceRange,
  fileWindow,
  type GuideSpec,
  headMm,
  headPx,
  isSquare,
  mainBackground,
  minKb,
  nameOf,
  sizeMm,
  sizePx,
  TheName,
  theName,
} from './spec-text.ts'
import type { GuideContext, GuideDraft } from './types.ts'

interface Mistake {
  title: string
  why: string
  fix: string
}

type MistakeBuilder = (ctx: GuideContext, spec: GuideSpec) => Mistake | null

const headSize: MistakeBuilder = ({ country }, spec) => {
  const name = nameOf(country)
  const smallBand = spec.face_coverage_max < 75
  return {
    title: smallBand ? 'Cropping the head too large' : 'A head that is too small in the frame',
    why: smallBand
      ? `The ${name} band is ${faceRange(spec)} of the photo height, lower than the 70-80% many guides quote. A tight, passport-style crop pushes the head past ${spec.face_coverage_max}% and fails the check.`
      : `${TheName(country)} expects the head to fill ${faceRange(spec)} of the photo height. Photos taken from too far away, or cropped loosely to show the shoulders, leave the head well under ${spec.face_coverage_min}%.`,
    fix: `Aim for ${headMm(spec)} from the chin to the top of the hair on the print (${headPx(spec)} in the file).${otherDocumentsNote(country, documentHead)} The photo tool positions your head at the middle of the band automatically, and you can fine-tune it with the zoom slider.`,
  }
}

const background: MistakeBuilder = ({ country }, spec) => {
  if (mainBackground(spec) !== 'white') {
    return {
      title: `Bright white instead of ${mainBackground(spec)}`,
      why: `${TheName(country)} prefers a ${mainBackground(spec)} background (${spec.background_color}). Bright white with strong light can make a fair face or white shirt blend into it, and some offices ask for the paler grey precisely to avoid that.`,
      fix: `Use a plain, evenly lit light wall; accepted colours are ${backgroundList(spec).join(', ')}.${otherDocumentsNote(country, documentBackgrounds)} Do not paint the background in an editing app: edited backgrounds leave halos around the hair that inspectors notice.`,
    }
  }
  return {
    title: 'A background that is not really white',
    why: `${TheName(country)} requires ${backgroundList(spec).join(' or ')}. Cream walls, a grey shadow behind the head or a textured surface all read as the wrong background.`,
    fix: `Stand half a metre in front of a white wall and light your face from the front, so your shadow falls behind you and out of the frame.${otherDocumentsNote(country, documentBackgrounds)}`,
  }
}

const tooSmallFile: MistakeBuilder = ({ country }, spec) => {
  const min = minKb(spec)
  if (min === undefined) return null
  return {
    title: `A file under ${min}KB${guideDocuments(country).length > 0 ? ' for the default photo' : ''}`,
    why: `The ${nameOf(country)} preset sets a minimum of ${min}KB. Photos sent through messaging apps or squeezed by "reduce file size" tools often end up far smaller, and a file under the minimum is treated as too low in quality.`,
    fix: `Start from the original camera file, not a forwarded copy. The tool saves a ${spec.format} inside ${fileWindow(spec)}.${otherDocumentsNote(country, documentFile, { lead: `That window is the default photo’s; for another form, choose its photo in the tool, which keeps the file inside that form’s own window` })}`,
  }
}

const tooLargeFile: MistakeBuilder = ({ country }, spec) => {
  const compress = compressLinkBelow(spec)
  return {
    title: `Uploading the phone's original file`,
    why: `A photo straight from a phone is several megabytes and thousands of pixels wide, far above the ${spec.max_file_size_kb}KB and ${sizePx(spec)} the ${nameOf(country)} preset allows. Some forms refuse it; others shrink it in ways you do not control.`,
    fix: `Export the photo at ${sizePx(spec)} as a ${spec.format} under ${spec.max_file_size_kb}KB.${otherDocumentsNote(country, documentFile, { lead: 'For a form with its own limit, choose its photo in the tool instead' })}${compress ? ` If the form you use caps files lower still, ${compress} reduces the file size without changing the pixel dimensions.` : ''}`,
  }
}

const wrongShape: MistakeBuilder = ({ country }, spec) => {
  const name = nameOf(country)
  if (isSquare(spec)) {
    return {
      title: 'Reusing a rectangular passport photo',
      why: `The ${name} photo is square (${sizeMm(spec)}). A 35x45 mm passport photo cropped to a square loses the top of the head or the chin, and the head then sits at the wrong size.`,
      fix: `Start again from an uncropped photo and frame it for ${sizeMm(spec)} (${sizePx(spec)}).`,
    }
  }
  if (spec.width_mm === 35 && spec.height_mm === 45) return null
  return {
    title: 'Printing at the standard passport size',
    why: `Booths and studios default to 35x45 mm. The ${name} preset is ${sizeMm(spec)}, so a standard print has the wrong proportions and the head ends up at the wrong size.`,
    fix: `Ask for ${sizeMm(spec)} explicitly, or print the tool's download at 100% scale on photo paper.${otherDocumentsNote(country, documentMm, { lead: 'A print for another form has its own size', only: (doc) => doc.medium === 'print' })}`,
  }
}

// Strict where the destination's edit policy refuses background replacement (docs/background.md), as the tool is.
const edited: MistakeBuilder = ({ country }) => {
  const policy = builtInEditPolicy(country)
  const strict = !replacementAccepted(policy)
  return {
    title: strict ? 'Beauty filters, retouching and background swaps' : 'Beauty filters and retouching',
    why: strict
      ? `${TheName(country)} is explicit about this: ${esc(policy.reason)} Phone "portrait" and beauty modes smooth skin and blur edges automatically.`
      : 'Beauty modes smooth skin, change face shape and blur the edges of the hair. Inspectors compare the photo with your face and your passport, and altered photos fail that comparison.',
    fix: strict
      ? 'Turn off beauty, portrait and HDR effects before you take the photo, change nothing but the crop and size afterwards, and leave the tool’s background replacement off.'
      : 'Turn off beauty, portrait and HDR effects before you take the photo; afterwards, change nothing but the crop, the size and, if you need it, the plain background the tool puts behind you.',
  }
}

const glasses: MistakeBuilder = () => ({
  title: 'Glasses, glare and hair over the eyes',
  why: 'Reflections on lenses, thick frames and fringes across the eyebrows hide the features that face checks rely on. Many countries now refuse glasses altogether.',
  fix: 'Take your glasses off, push your hair back from the eyes and the edges of the face, and check both eyes are clearly visible.',
})

const shadows: MistakeBuilder = () => ({
  title: 'Shadows on the face or behind the head',
  why: 'Overhead lights put shadows under the eyes and nose; a lamp from one side darkens half the face; standing against the wall throws a shadow on the background. None of it can be fixed afterwards.',
  fix: 'Face a window on an overcast day or a soft lamp at eye level, and stand away from the wall.',
})

const selfie: MistakeBuilder = () => ({
  title: 'A selfie at arm length',
  why: 'At 40 cm a phone lens enlarges the nose and narrows the face, and the head is usually tilted. The result does not look like the person at the border.',
  fix: 'Have someone take the photo from about 1.5 metres with the phone at eye level, or use a tripod and the self-timer.',
})

const screenshot: MistakeBuilder = () => ({
  title: 'Screenshots and forwarded copies',
  why: `Screenshots and photos sent through messaging apps are recompressed several times. They look acceptable on a phone but are blurry at print size and may fall outside the file window.`,
  fix: 'Always upload the original file from the camera roll; AirDrop or a cable keeps it intact.',
})

const oldPhoto: MistakeBuilder = () => ({
  title: 'A photo that is too old',
  why: `The photo must be taken within the last ${SITE.photoRecencyMonths} months. A new haircut, a beard or glasses you no longer wear make an older photo a poor match.`,
  fix: 'Take a new photo for each application; with the tool it costs nothing.',
})

const expression: MistakeBuilder = () => ({
  title: 'Smiling or an open mouth',
  why: 'Face recognition compares a neutral face. A broad smile, raised eyebrows or an open mouth change the geometry it measures.',
  fix: 'Keep a relaxed, neutral expression with the mouth closed and look straight into the lens.',
})

const tilted: MistakeBuilder = () => ({
  title: 'A tilted or turned head',
  why: 'Even a small tilt moves the eyes off the horizontal, and a turned head hides one ear and changes the face width.',
  fix: 'Square your shoulders to the camera, keep your chin level and take a few shots to choose from.',
})

const heic: MistakeBuilder = ({ country }, spec) => ({
  title: 'An iPhone HEIC file',
  why: `iPhones save photos as HEIC by default, and ${nameOf(country)} forms want a ${spec.format}. Renaming the file does not convert it.`,
  fix: 'Upload the HEIC file here as it is: the tool converts it on your device and always downloads a JPEG. For other sites, set Camera &gt; Formats to "Most Compatible" before taking the photo, or export it as a JPEG first.',
})

// Always shown: the three checks that fail most often, in an order that varies by country.
const CORE: MistakeBuilder[] = [headSize, background, tooSmallFile]
// Then a selection from these, rotating with the country's position so guides differ.
const POOL: MistakeBuilder[] = [glasses, shadows, selfie, screenshot, oldPhoto, expression, tilted, heic]

function selectMistakes(ctx: GuideContext, spec: GuideSpec): Mistake[] {
  const specific = [wrongShape, tooLargeFile, edited]
  const rotatedCore = [...CORE.slice(ctx.index % 3), ...CORE.slice(0, ctx.index % 3)]
  const start = (ctx.index * 3) % POOL.length
  const extras = [...POOL.slice(start), ...POOL.slice(0, start)].slice(0, 4)
  return [...rotatedCore, ...specific, ...extras]
    .map((build) => build(ctx, spec))
    .filter((m): m is Mistake => m !== null)
}

function intro({ country, index }: GuideContext, count: number): string {
  const name = nameOf(country)
  return pick(
    [
      p(
        `A rejected photo is one of the most common reasons ${withArticle(name)} visa application is delayed, and almost always an avoidable one. Here are the ${count} mistakes we see most for ${theName(country)}, why each one fails and how to fix it before you submit.`,
      ),
      p(
        `Nobody plans to have their ${name} visa photo rejected, yet the same ${count} mistakes come up again and again. Each of them is easy to avoid once you know what the inspector is checking, and each costs days when it is caught.`,
      ),
      p(
        `Your ${name} visa photo will be checked against a handful of precise rules. These are the ${count} mistakes that trip applicants up most often, with the ${name} numbers that decide whether a photo passes.`,
      ),
    ],
    index,
  )
}

/** After the self-check list, which states the default's numbers: where to find the other photos'. */
function otherDocumentsCheck(country: GuideContext['country']): string {
  return guideDocuments(country).length > 0
    ? p(
        'That list checks the default photo. For another form, check the photo against its own column in "Which photo do you need?" below.',
      )
    : ''
}

export function mistakesGuide(ctx: GuideContext): GuideDraft {
  const { country } = ctx
  const spec = specOf(country)
  const name = nameOf(country)
  const mistakes = selectMistakes(ctx, spec)
  const documented = guideDocuments(country).length > 0
  const body = mistakes
    .map((m, i) =>
      [
        h3(`${i + 1}. ${m.title}`),
        p(`<strong>Why it fails:</strong> ${m.why}`),
        p(`<strong>The fix:</strong> ${m.fix}`),
      ].join(''),
    )
    .join('')
  const content = [
    intro(ctx, mistakes.length),
    defaultFiguresNote(country),
    h2(`The ${mistakes.length} mistakes`, 'mistakes'),
    body,
    h2('A 30-second check before you upload', 'self-check'),
    ul([
      `The file is ${sizePx(spec)}, a ${spec.format} of ${fileWindow(spec)}.`,
      `Your head fills ${faceRange(spec)} of the height, centred, with the eyes level.`,
      `The background is plain ${mainBackground(spec)}, with no shadow.`,
      'Eyes open and visible, no glasses, neutral expression, mouth closed.',
      `The photo was taken in the last ${SITE.photoRecencyMonths} months and has not been filtered or retouched.`,
    ]),
    otherDocumentsCheck(country),
    checkBox(country) ?? '',
    documentsSection(country),
    h2('If your photo has already been rejected', 'rejected'),
    p(
      `Read the reason given, fix that one thing and check the rest against the list above: a second rejection costs as much time as the first. A rejected photo usually adds ${SITE.rejectionDelay} to an application, because you wait for the request, send a new photo and then wait for the case to be picked up again. Our ${link(countryLinks(country).processingGuide, `${name} processing time guide`)} explains how to plan around it.`,
    ),
    notesOf(country).tip ? p(notesOf(country).tip as string) : '',
    h2('Next steps', 'next-steps'),
    nextSteps(country, 'mistakes'),
  ].join('')

  return {
    kind: 'mistakes',
    country,
    slug: countryLinks(country).mistakesGuide.replace('/blog/', ''),
    title: `Common ${name} Visa Photo Mistakes to Avoid`,
    excerpt: `The ${mistakes.length} ${name} visa photo mistakes that cause most rejections, from a head outside ${faceRange(spec)}${documented ? ' (the default photo; some forms differ)' : ''} to the wrong background or file size, and how to fix each one before you apply.`,
    metaDescription: `Avoid the ${name} visa photo mistakes that cause rejections: head size, background, file size (${fileWindow(spec)}${documented ? ' by default' : ''}), glasses, shadows and more.`,
    content,
    tags: ['Photo Mistakes', 'Rejections', 'Photo Tips'],
    keywords: [
      `${name.toLowerCase()} visa photo mistakes`,
      `${name.toLowerCase()} visa photo rejected`,
      `${name.toLowerCase()} visa photo tips`,
    ],
  }
}
