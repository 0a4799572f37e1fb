import { COMPRESSION, COUNTRY_SPECS, countryLinks, EDITOR, SITE, UPLOAD_LIMITS } from '@vps/specs'

// Homepage copy in one place. Numbers come from @vps/specs so the homepage cannot drift from the tools.

/** The country the homepage sends visitors to first: the product started with it. */
export const FEATURED_COUNTRY = 'vietnam'
export const FEATURED_LINKS = countryLinks(FEATURED_COUNTRY)
export const FEATURED_SPEC = COUNTRY_SPECS[FEATURED_COUNTRY]

const BYTES_PER_MB = COMPRESSION.bytesPerKb * COMPRESSION.bytesPerKb
export const PHOTO_MAX_LABEL = `${UPLOAD_LIMITS.photoMaxBytes / BYTES_PER_MB}MB`

/** 'JPEG, PNG or WEBP', derived from what the photo picker accepts. */
export const PHOTO_FORMATS_LABEL = (() => {
  const names = UPLOAD_LIMITS.acceptedPickerTypes.map((type) =>
    type.slice(type.indexOf('/') + 1).toUpperCase(),
  )
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '')
})()

export type FeatureCard = { id: 'auto' | 'compliant' | 'editor'; title: string; text: string }

export const FEATURES: readonly FeatureCard[] = [
  {
    id: 'auto',
    title: 'Auto-Processing',
    text: `Upload a portrait and the tool finds your face, then crops, positions and scales it to the country's rules and fills in the background colour. Results in ${SITE.resultTime}.`,
  },
  {
    id: 'compliant',
    title: '100% Compliant',
    text: 'Every measurable rule is checked live against the country specification: pixel dimensions, face height, background and file size. Download when every check is green.',
  },
  {
    id: 'editor',
    title: 'Interactive Editor',
    text: `Fine-tune the result yourself: zoom from ${EDITOR.zoomPercent.min}% to ${EDITOR.zoomPercent.max}%, adjust the position, Reset or Auto Center, with an oval guide showing where your face belongs.`,
  },
]

export type FaqEntry = { question: string; answer: string }

export const HOME_FAQ: readonly FaqEntry[] = [
  {
    question: 'What photo formats can I upload?',
    answer: `${PHOTO_FORMATS_LABEL} photos under ${PHOTO_MAX_LABEL}. A recent, well-lit, front-facing photo against a plain light background gives the best result.`,
  },
  {
    question: 'Are my photos uploaded or stored?',
    answer:
      'No. Your photo is processed on your own device, inside your browser. It is never uploaded to our servers and we do not store it: closing the page discards it.',
  },
  {
    question: 'How do you keep the photo requirements accurate?',
    answer:
      "Each country's settings (photo size in millimetres and pixels, background colour, face height and file size) are based on the rules that country publishes, and we review them when those rules change. The embassy or immigration authority that receives your application makes the final decision, so check its current guidance before you apply.",
  },
]

export type GuideCard = { href: string; title: string; text: string; kind: string }

export const GUIDES: readonly GuideCard[] = [
  {
    href: FEATURED_LINKS.landing,
    kind: 'Country hub',
    title: 'Vietnam Visa Photo Hub',
    text: `The Vietnam rules at a glance (${FEATURED_SPEC.width_mm}x${FEATURED_SPEC.height_mm} mm, JPEG up to ${FEATURED_SPEC.max_file_size_kb}KB) with our latest Vietnam articles.`,
  },
  {
    href: FEATURED_LINKS.requirementsGuide,
    kind: 'Complete guide',
    title: 'Vietnam Visa Photo Requirements: Complete Guide',
    text: 'Size, background, face position and file rules for the Vietnam e-visa photo, explained step by step.',
  },
  {
    href: FEATURED_LINKS.mistakesGuide,
    kind: 'Checklist',
    title: 'Common Vietnam Visa Photo Mistakes to Avoid',
    text: 'The errors that get e-visa photos rejected most often, and how to fix each one before you apply.',
  },
]
