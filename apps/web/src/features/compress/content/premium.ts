import type { PremiumSize, PremiumSizeContent } from '../compress-content.ts'
import { TOLERANCE_LABEL } from '../upload-rules.ts'

const keywords = (size: number, ...extra: string[]) => [
  `compress image to ${size}kb`,
  `reduce image size to ${size}kb`,
  `${size}kb image compressor`,
  `high quality image compression ${size}kb`,
  ...extra,
]

// The three points are the same engine seen from each page's audience; the wording differs so each page
// stands on its own.
const dimensionsFirst = (size: number) => ({
  title: 'Dimensions first',
  text: `At ${size}KB most images keep their original width and height: quality is lowered before anything is resized. If the image still cannot fit, it is scaled evenly and the result shows the new dimensions.`,
})

const onDevice = {
  title: 'Private by design',
  text: 'Compression runs on your own device in the browser. Unreleased artwork and client images are never uploaded to a server.',
}

const alreadySmallFaq = (size: number) => ({
  question: `What if my file is already smaller than ${size}KB?`,
  answer: `Then a JPEG already fits: the tool says so and offers your original file unchanged, since re-encoding would only cost quality to reach a size it already has. You can still choose Compress Anyway, which saves it again no larger than it is. A PNG or WebP is still turned into a JPEG of at most ${size}KB, as the page promises.`,
})

export const PREMIUM_CONTENT: Record<PremiumSize, PremiumSizeContent> = {
  300: {
    kind: 'premium',
    audience: 'Creative Professionals',
    description:
      'Compress images to 300KB for portfolios, client proofs and detailed artwork. Near-original quality, free and private: compressed in your browser.',
    keywords: keywords(300, 'portfolio image size', 'compress artwork online'),
    intro:
      '300KB is built for creative professionals: enough room for detailed artwork, illustration and photography to look as intended on screen.',
    why: {
      heading: 'Why 300KB Works for Creative Professionals',
      paragraphs: [
        'Detailed artwork is unforgiving: fine line work, subtle gradients and textured brush strokes are the first things aggressive compression destroys. At 300KB there is enough room to keep them.',
        'It is also a size portfolio sites, pitch decks and client review tools handle comfortably, so your work arrives quickly without looking compressed.',
      ],
    },
    benefits: [
      { title: 'Line work stays crisp', text: 'Fine edges and small type in illustrations survive.' },
      {
        title: 'Smooth gradients',
        text: 'Little of the banding that smaller sizes show in skies and shading.',
      },
      { title: 'Portfolio-ready weight', text: 'Fast to load on portfolio sites and in client emails.' },
    ],
    technology: [
      {
        title: 'Targeted quality search',
        text: `Instead of one fixed quality setting, the tool searches for the JPEG quality that lands within ${TOLERANCE_LABEL} of 300KB, keeping as much quality as the target allows.`,
      },
      dimensionsFirst(300),
      onDevice,
    ],
    applications: [
      {
        title: 'Online portfolios',
        text: 'Showcase illustration, design and photography on portfolio sites without slow galleries.',
      },
      {
        title: 'Client proofs and reviews',
        text: 'Send detailed drafts for approval by email or chat while keeping the detail clients need to judge.',
      },
    ],
    faq: [
      {
        question: 'Is 300KB enough for detailed artwork?',
        answer:
          'For on-screen viewing, usually yes: most illustrations and photographs up to full-HD size look essentially unchanged at 300KB. For print, keep your original file.',
      },
      {
        question: 'Will my artwork keep its original dimensions?',
        answer:
          'Whenever the target allows, which at 300KB is most of the time. Very large canvases may need scaling; the result then shows the new dimensions so nothing changes silently.',
      },
      alreadySmallFaq(300),
    ],
  },
  400: {
    kind: 'premium',
    audience: 'Luxury Brands',
    description:
      'Compress images to 400KB for luxury brand imagery and premium content. Maximum quality at a controlled size: free, private and in your browser.',
    keywords: keywords(400, 'luxury brand image size', 'premium product photo size'),
    intro:
      '400KB is for luxury brands and premium content, where an image has to carry the feel of the product: texture, finish and colour.',
    why: {
      heading: 'Why 400KB Suits Luxury Brands and Premium Content',
      paragraphs: [
        'Premium imagery sells through detail: the grain of leather, the sheen of metal, the weave of fabric. At 400KB those details survive, while the file stays far smaller than the camera original.',
        'Controlled file sizes also keep flagship pages fast. A heavy page feels anything but premium, and 400KB images give a consistent, polished experience on every device.',
      ],
    },
    benefits: [
      { title: 'Materials look real', text: 'Texture and finish remain visible in close-up shots.' },
      {
        title: 'Faithful colour',
        text: 'High quality settings avoid the colour blotches of heavy compression.',
      },
      { title: 'Consistent campaigns', text: 'One size for every asset keeps pages predictable.' },
    ],
    technology: [
      {
        title: 'Highest-quality first',
        text: `The search starts at the top of the JPEG quality range and only steps down as far as needed to reach 400KB (${TOLERANCE_LABEL}).`,
      },
      dimensionsFirst(400),
      onDevice,
    ],
    applications: [
      {
        title: 'Luxury product pages',
        text: 'Hero and detail shots for jewellery, fashion, watches and design pieces.',
      },
      {
        title: 'Premium editorial and lookbooks',
        text: 'Campaign imagery and digital lookbooks that need to feel as good as print.',
      },
    ],
    faq: [
      {
        question: 'Why choose 400KB over 300KB?',
        answer:
          'Choose 400KB when close-ups matter: textured materials and high-contrast reflections need the extra room. For typical web images, 300KB is usually indistinguishable and loads faster.',
      },
      {
        question: 'Will colours stay accurate?',
        answer:
          'At this size, quality stays high enough that colour shifts are rarely visible. The download is a standard JPEG that any browser and editor can open.',
      },
      alreadySmallFaq(400),
    ],
  },
  500: {
    kind: 'premium',
    audience: 'Fine Art and Museum-Grade Imagery',
    description:
      'Compress images to 500KB for fine art, gallery and museum-grade images with minimal visible loss. Free, private compression in your browser.',
    keywords: keywords(500, 'fine art image compression', 'museum quality image size'),
    intro:
      '500KB is our largest target, meant for fine art and museum-grade reproductions where the image should look as close to the original as a web file can.',
    why: {
      heading: 'Why 500KB Is Our Museum-Grade Size',
      paragraphs: [
        'Fine art reproductions carry brush strokes, canvas texture and delicate tonal shifts. At 500KB compression stays light enough that these remain intact for careful viewing on screen.',
        'It is the size to use when fidelity matters more than speed: online collections, exhibition pages and artist archives where visitors take their time.',
      ],
    },
    benefits: [
      {
        title: 'Minimal visible loss',
        text: 'The lightest compression we offer, for the closest look to the original.',
      },
      { title: 'Texture preserved', text: 'Brush strokes, canvas and paper grain stay visible.' },
      { title: 'Still web-deliverable', text: 'A fraction of a typical camera or scan file size.' },
    ],
    technology: [
      {
        title: 'Fine-grained quality search',
        text: `A step-by-step search narrows the JPEG quality until the file lands within ${TOLERANCE_LABEL} of 500KB, keeping the highest quality that fits.`,
      },
      dimensionsFirst(500),
      onDevice,
    ],
    applications: [
      {
        title: 'Fine art and artist archives',
        text: 'Reproductions of paintings, drawings and prints for artist websites and catalogues.',
      },
      {
        title: 'Museum and gallery collections',
        text: 'Online collection and exhibition images that invite a closer look.',
      },
    ],
    faq: [
      {
        question: 'Is 500KB truly museum grade?',
        answer:
          'It is the highest-fidelity web size we offer, suited to careful on-screen viewing. Archival masters and print files should always stay in their original, uncompressed form.',
      },
      {
        question: 'Can a large scan keep its full resolution at 500KB?',
        answer:
          'Often, yes. Very large scans may need scaling to fit; the tool then reduces width and height evenly and the result shows the new dimensions.',
      },
      alreadySmallFaq(500),
    ],
  },
}
