// What the specs cannot say: how each country's applications use the photo, and where an official form is
// known to ask for something other than the tool's preset. Kept to facts that hold across consulates and
// phrased as things to check, because embassies change their checklists without notice.
import type { CountrySlug } from '@vps/specs'

export type Region = 'schengen' | 'europe' | 'asia' | 'americas' | 'middle-east' | 'oceania' | 'africa'

export interface CountryNote {
  region: Region
  /** How applicants usually hand the photo in; completes "For a {Name} visa, ...". */
  submission: string
  /** A known difference between an official route and the preset, worth checking before submitting. */
  check?: string
  /** One more country-specific tip. */
  tip?: string
}

const SCHENGEN_SUBMISSION =
  'the photo goes with a Schengen visa application lodged at a consulate or an external visa centre, where your fingerprints are also taken; most centres ask for one printed photo, and some also scan or take it on site'
const schengen = (extra: Partial<CountryNote> = {}): CountryNote => ({
  region: 'schengen',
  submission: SCHENGEN_SUBMISSION,
  ...extra,
})

export const COUNTRY_NOTES: Record<CountrySlug, CountryNote> = {
  vietnam: {
    region: 'asia',
    submission:
      "most travellers upload the photo to Vietnam's official e-visa portal; visa-on-arrival approval letters and embassy applications ask for printed 4x6 cm photos instead",
  },
  china: {
    region: 'asia',
    submission:
      'you fill in the online application form and then submit your documents, usually with a printed photo, at a Chinese Visa Application Service Center or the consulate',
    check:
      'Chinese consular checklists often ask for a printed photo in a larger format than this preset, and the online form (COVA) sets its own pixel and file limits. If your centre names a different size, follow the centre.',
    tip: 'Chinese visa photos are checked closely for framing: keep both ears and your full face visible, and leave out glasses with thick frames or glare.',
  },
  japan: {
    region: 'asia',
    submission:
      'you hand a printed photo to the Japanese embassy, a consulate or an accredited agency, or upload it where the JAPAN eVISA is offered to your nationality',
    check:
      'Embassy pages describe the background as plain white. The preset also accepts a very light blue, but pure white is the safer choice when you can get it.',
  },
  india: {
    region: 'asia',
    submission: "you upload the photo to India's online e-Visa application, then print the approval",
    check:
      "India's e-Visa site publishes its own upload limits for a square JPEG, which differ from this preset's. If the form rejects a file, the limit it states is the one that counts.",
  },
  france: schengen({
    check:
      'French photo rules favour a light grey or light blue background over pure white, which is why the preset uses light grey.',
  }),
  germany: schengen({
    tip: 'German missions are strict about neutral expressions: mouth closed, eyes open and looking into the camera.',
  }),
  morocco: {
    region: 'africa',
    submission:
      'you submit printed photos with your application at a Moroccan consulate, or upload one where the electronic visa is offered to your nationality',
  },
  'united-states': {
    region: 'americas',
    submission:
      'you upload the photo with the DS-160 online form and bring it again to the consular interview',
    check:
      'The DS-160 form caps the file size below the top of this preset, and the passport print has rules of its own. US rules also ban glasses and photos edited with filters or AI.',
  },
  canada: {
    region: 'americas',
    submission:
      "you upload a digital photo with your online application on the Government of Canada's website",
    check:
      "Canada's online application states its own limits for a digital photo, which differ from the preset. If the form shows a number that differs from the tool's, follow the form.",
  },
  thailand: {
    region: 'asia',
    submission:
      "you upload the photo to Thailand's e-Visa system, or bring prints for a visa on arrival or a consulate application",
    tip: 'Visa-on-arrival forms commonly ask for a 4x6 cm print, which is not the preset format: check which route you are using.',
  },
  australia: {
    region: 'oceania',
    submission: 'you attach a digital photo to your online application in ImmiAccount',
    check:
      'Australian authorities reject photos whose background has been replaced or which were retouched, so start from a genuinely plain wall rather than editing the background afterwards.',
  },
  turkey: {
    region: 'europe',
    submission:
      "the photo is for applications made at a Turkish consulate; Turkey's e-Visa, open to many nationalities, does not ask for a photo",
    tip: 'Residence permit photos in Turkey use a different, larger format, so a visa photo cannot be reused for that later.',
  },
  'united-kingdom': {
    region: 'europe',
    submission:
      'you apply online and your photo is usually taken at the visa application centre during the biometrics appointment; some applicants instead submit a digital photo through the UK immigration app',
    check:
      'Digital photos for UK online services must not be cropped tightly and have a higher minimum pixel size than this preset; follow the upload page when you use one.',
  },
  mexico: {
    region: 'americas',
    submission: 'you bring printed photos to your appointment at a Mexican consulate',
    check:
      "Mexican consulates often list smaller print sizes (39x31 mm is common), and some consulates in the US accept 2x2 inch photos. Check your consulate's list before printing.",
  },
  spain: schengen({
    tip: 'Spanish consulates and visa centres usually ask for one recent colour print glued or stapled to the application form.',
  }),
  italy: schengen({
    tip: 'Italian visa centres usually ask for one recent colour print attached to the application form.',
  }),
  brazil: {
    region: 'americas',
    submission: "you upload a digital photo to Brazil's online visa application",
  },
  'south-korea': {
    region: 'asia',
    submission:
      'you upload a digital photo with your online visa application, or with the K-ETA travel authorisation if your nationality is visa-exempt',
  },
  'united-arab-emirates': {
    region: 'middle-east',
    submission: 'you, your sponsor or your airline upload a digital photo with the visa application',
  },
  russia: {
    region: 'europe',
    submission: "you upload a digital photo with Russia's online visa application form",
  },
  singapore: {
    region: 'asia',
    submission: "you upload a digital photo with your visa application through Singapore's online system",
    check:
      "Singapore's official guidelines ask for a pure white background and state their own pixel size; if the upload is refused, compare the file with the numbers on the form.",
  },
  malaysia: {
    region: 'asia',
    submission: "you upload a digital photo to Malaysia's online eVISA application",
  },
  indonesia: {
    region: 'asia',
    submission: "you upload a digital photo to Indonesia's online visa application",
    tip: 'The online form checks the photo automatically, so an evenly lit face and a clean background matter more than usual.',
  },
  switzerland: schengen(),
  netherlands: schengen(),
  'hong-kong': {
    region: 'asia',
    submission: 'you submit the photo with your visa application to the Hong Kong Immigration Department',
    check:
      'Hong Kong travel documents use their own 40x50 mm photo, while the 33x48 mm preset matches the format on many mainland Chinese forms. Check which size your form asks for.',
  },
  taiwan: {
    region: 'asia',
    submission: "you upload a digital photo to Taiwan's online visa or eVisa application",
  },
  'saudi-arabia': {
    region: 'middle-east',
    submission: 'the photo is for visa applications made through an embassy or an accredited agency',
    check:
      "Saudi Arabia's eVisa asks for its own photo (a square image on a white background has been reported); the 35x45 mm preset suits embassy applications.",
  },
  austria: schengen(),
  belgium: schengen(),
  greece: schengen(),
  portugal: schengen(),
}
