import type { StandardSizeContent } from '../compress-content.ts'
import { keywords, sizeMissFaq } from './standard-shared.ts'

// Web, product, document and photography targets.
export const LARGE_CONTENT: Record<50 | 75 | 100 | 150 | 200, StandardSizeContent> = {
  50: {
    kind: 'standard',
    description:
      'Compress an image to 50KB for blogs, websites and photo uploads capped at 50KB. Free and private: compressed in your browser, downloaded as JPEG.',
    keywords: keywords(50, 'website image compressor', 'compress photo under 50kb'),
    intro:
      '50KB is the classic web-optimised size: photos look good in an article or product list while keeping pages fast.',
    benefits: [
      { title: 'Web-friendly balance', text: 'Good visual quality at a size that keeps pages fast.' },
      { title: 'A common upload limit', text: 'Many forms ask for photos under 50KB.' },
      { title: 'Lower hosting costs', text: 'Smaller images mean less storage and bandwidth.' },
    ],
    applications: [
      { title: 'Blog and article images', text: 'Inline photos that do not slow reading down.' },
      { title: 'Online application photos', text: 'Portrait uploads for forms with a 50KB cap.' },
      { title: 'Email campaigns', text: 'Hero images that still keep messages light.' },
    ],
    faq: [
      {
        question: 'How good does a photo look at 50KB?',
        answer:
          'At typical web sizes (around 800 to 1200 pixels wide) a 50KB JPEG looks clean for most photos. Very detailed scenes, such as foliage, need more bytes to stay crisp.',
      },
      {
        question: 'Will a large camera photo keep its full resolution?',
        answer:
          'The tool tries. A 12-megapixel photo usually cannot reach 50KB at a decent quality without being scaled, so it is scaled down only as much as needed and the result shows the new dimensions.',
      },
      sizeMissFaq(50),
    ],
  },
  75: {
    kind: 'standard',
    description:
      'Compress an image to 75KB for product photos and web images with sharper detail. Free, private in-browser compression that returns a JPEG near 75KB.',
    keywords: keywords(75, 'product photo compressor', 'ecommerce image size'),
    intro:
      '75KB gives photos visibly more detail than the web-standard sizes, which helps wherever the picture has to sell or explain something.',
    benefits: [
      { title: 'Sharper detail', text: 'Textures and edges hold up better than at 50KB.' },
      { title: 'Still quick', text: 'Light enough for product grids and listings.' },
      { title: 'Consistent catalogues', text: 'Compress every photo to one size for a uniform store.' },
    ],
    applications: [
      { title: 'Product photos', text: 'Online shop images that show materials clearly.' },
      { title: 'Marketplace listings', text: 'Photos for classifieds and marketplaces with limits.' },
      { title: 'Real-estate previews', text: 'Room photos in search results and listing cards.' },
    ],
    faq: [
      {
        question: 'Is 75KB good for product photos?',
        answer:
          'Yes, for product pages and grids. For zoomable close-ups, a larger target such as 150KB keeps more detail.',
      },
      {
        question: 'Does the tool change the aspect ratio?',
        answer:
          'No. If the image has to be scaled to reach 75KB, width and height are reduced by the same factor, so nothing is stretched or cropped.',
      },
      sizeMissFaq(75),
    ],
  },
  100: {
    kind: 'standard',
    description:
      'Compress an image or scanned document to 100KB while keeping text readable. Free, private and in your browser: JPEG output close to 100KB.',
    keywords: keywords(100, 'compress document to 100kb', 'compress scan to 100kb'),
    intro:
      '100KB is the size for images that carry information: scanned documents, certificates and screenshots where small text must stay readable.',
    benefits: [
      { title: 'Readable text', text: 'Enough detail for small print on a scanned page.' },
      { title: 'Common portal limit', text: 'Many document upload fields cap files at 100KB.' },
      { title: 'Detailed photos', text: 'Full-width photos keep fine detail at this size.' },
    ],
    applications: [
      { title: 'Scanned documents', text: 'Certificates, ID pages and proofs for online forms.' },
      { title: 'Screenshots', text: 'Interface captures for support tickets and guides.' },
      { title: 'Detailed web photos', text: 'Large article images that must stay crisp.' },
    ],
    faq: [
      {
        question: 'How do I keep a scanned document readable at 100KB?',
        answer:
          'Scan at a moderate resolution, crop away empty margins and keep the page straight. The tool then spends its bytes on the text rather than on blank paper.',
      },
      {
        question: 'Can I compress a PDF here?',
        answer:
          'No. The tool accepts images (JPEG, PNG, WEBP). Export the PDF page as an image first, then compress it.',
      },
      sizeMissFaq(100),
    ],
  },
  150: {
    kind: 'standard',
    description:
      'Compress large images such as banners and hero photos to 150KB while keeping fine detail. Free, private compression in your browser, JPEG download.',
    keywords: keywords(150, 'banner image compressor', 'hero image size'),
    intro:
      '150KB suits large-format images: wide banners and hero photos that fill a screen and need to stay sharp at full width.',
    benefits: [
      { title: 'Full-width sharpness', text: 'Enough bytes for a crisp image across a wide screen.' },
      { title: 'Controlled weight', text: 'Big visuals without a multi-megabyte page.' },
      { title: 'Presentation ready', text: 'Slides and documents stay small enough to share.' },
    ],
    applications: [
      { title: 'Website banners', text: 'Hero and header images on landing pages.' },
      { title: 'Presentations', text: 'Full-slide photos that keep decks easy to email.' },
      { title: 'Digital posters', text: 'Event and promo images shared online.' },
    ],
    faq: [
      {
        question: 'Will a banner keep its full width at 150KB?',
        answer:
          'In most cases, yes: the tool keeps the original dimensions whenever quality alone can reach the target, and only scales when it cannot. The result shows the dimensions either way.',
      },
      {
        question: 'Should I use 150KB or 200KB for a hero image?',
        answer:
          'Start with 150KB. If you see banding in skies or gradients, the 200KB page gives the extra room those areas need.',
      },
      sizeMissFaq(150),
    ],
  },
  200: {
    kind: 'standard',
    description:
      'Compress photos to 200KB for portfolios, galleries and photo uploads capped at 200KB. Free, private in-browser compression with a JPEG download.',
    keywords: keywords(200, 'photography image compressor', 'compress photo under 200kb'),
    intro:
      '200KB is where photographs keep most of their richness: smooth skin tones, soft gradients and fine textures survive compression well.',
    benefits: [
      { title: 'Photographic quality', text: 'Gradients and skin tones stay smooth.' },
      { title: 'Gallery friendly', text: 'Large gallery images without long waits.' },
      { title: 'Fits portal limits', text: 'Many photo upload fields accept up to 200KB.' },
    ],
    applications: [
      { title: 'Photography portfolios', text: 'Showcase images that still load quickly.' },
      { title: 'Online galleries', text: 'Event and travel albums shared on the web.' },
      { title: 'Application photos', text: 'Portrait uploads for portals with a 200KB ceiling.' },
    ],
    faq: [
      {
        question: 'Will 200KB keep my photo looking professional?',
        answer:
          'For screen viewing, generally yes. For print, keep the original file: compression always removes some information.',
      },
      {
        question: 'My photo is already under 200KB. What happens?',
        answer:
          'Then a JPEG already fits: the tool says so and offers your original file unchanged, since re-encoding would only cost quality. You can still choose Compress Anyway, which saves it again no larger than it is. A PNG or WebP is still turned into a JPEG of at most 200KB.',
      },
      sizeMissFaq(200),
    ],
  },
}
