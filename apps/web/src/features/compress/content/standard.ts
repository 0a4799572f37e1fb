import type { StandardSize, StandardSizeContent } from '../compress-content.ts'
import { TOLERANCE_LABEL } from '../upload-rules.ts'

// Size-specific copy for the eleven standard pages. Claims stay within what the tool does: it tries the original
// dimensions first, scales down only when the target is too small for them, and always shows the real result.

const keywords = (size: number, ...extra: string[]) => [
  `compress image to ${size}kb`,
  `reduce image size to ${size}kb`,
  `${size}kb image compressor`,
  `resize photo to ${size}kb`,
  ...extra,
]

const sizeMissFaq = (size: number) => ({
  question: `Why is my result not exactly ${size}KB?`,
  answer: `JPEG sizes move in small steps as quality changes, so an exact byte count is rarely possible. The tool aims for within ${TOLERANCE_LABEL} of ${size}KB and the result card always shows the real size, marking it clearly when it lands outside that range.`,
})

export const STANDARD_CONTENT: Record<StandardSize, StandardSizeContent> = {
  10: {
    kind: 'standard',
    description:
      'Compress an image to 10KB for thumbnails, icons and tiny previews. Free, private and in your browser: JPEG output close to 10KB, no upload, no sign-up.',
    keywords: keywords(10, 'thumbnail compressor', '10kb photo'),
    intro:
      '10KB is the smallest target we offer. It is meant for images that are only ever seen small: thumbnails, list previews and icons where page weight matters more than fine detail.',
    benefits: [
      {
        title: 'Near-instant loading',
        text: 'A 10KB thumbnail arrives in a fraction of a second even on a weak mobile signal.',
      },
      {
        title: 'Fits the tightest caps',
        text: 'Some upload forms and widgets refuse anything larger than a few kilobytes.',
      },
      {
        title: 'Light galleries',
        text: 'Hundreds of 10KB previews on one page still load quickly and save bandwidth.',
      },
    ],
    applications: [
      { title: 'Thumbnails and previews', text: 'Small images in lists, search results and galleries.' },
      { title: 'Icons and badges', text: 'Simple graphics shown at a few dozen pixels wide.' },
      {
        title: 'Tiny upload slots',
        text: 'Forms that ask for a very small image, such as a signature scan.',
      },
    ],
    faq: [
      {
        question: 'Will a 10KB image look sharp?',
        answer:
          'Only when it is shown small. 10KB holds a thumbnail-sized picture well, but a full-size photo squeezed into 10KB turns soft and blocky. Use it for previews, not for anything people will zoom into or print.',
      },
      {
        question: 'Will my photo keep its original dimensions?',
        answer:
          'The tool tries the original width and height first. Most camera photos cannot reach 10KB at a usable quality that way, so it then scales the image down step by step. The result shows the original and new dimensions side by side, so you always know.',
      },
      sizeMissFaq(10),
    ],
    notice: {
      title: 'Important: 10KB Image Quality Notice',
      body: '10KB is suitable for small thumbnails and previews only. To fit, larger photos are scaled down and lose fine detail. If the image will be viewed full size or printed, choose a larger target.',
    },
  },
  15: {
    kind: 'standard',
    description:
      'Compress an image to 15KB for fast mobile pages, chat thumbnails and small avatars. Free, private, in-browser compression with a JPEG download.',
    keywords: keywords(15, 'mobile image compressor', 'small image for mobile'),
    intro:
      '15KB suits mobile-first pages where every request counts: small pictures that should appear immediately, even on a slow or metered connection.',
    benefits: [
      {
        title: 'Built for slow networks',
        text: 'Small files keep pages usable on 3G and crowded Wi-Fi.',
      },
      {
        title: "Kind to visitors' data",
        text: 'Lighter images use less of a mobile data allowance.',
      },
      {
        title: 'Better page speed',
        text: 'Smaller images help pages render sooner, which visitors and search engines notice.',
      },
    ],
    applications: [
      { title: 'Mobile web thumbnails', text: 'Product or article thumbnails on phone-first sites.' },
      { title: 'Chat and comment avatars', text: 'Profile images shown at small sizes in threads.' },
      { title: 'Progressive web apps', text: 'Images cached offline where storage is limited.' },
    ],
    faq: [
      {
        question: 'Is 15KB enough for a profile picture?',
        answer:
          'For a small avatar, yes: at around 200 pixels wide a 15KB JPEG usually looks clean. For a large header photo, choose a bigger target.',
      },
      {
        question: 'Will my image be resized?',
        answer:
          'Only if it has to be. The tool first keeps the original dimensions and lowers the JPEG quality; if that cannot reach 15KB it scales the image down and shows you the new dimensions.',
      },
      sizeMissFaq(15),
    ],
  },
  20: {
    kind: 'standard',
    description:
      'Compress an image to 20KB for email, online forms and signature uploads with strict size limits. Free and private: it runs in your browser, no upload.',
    keywords: keywords(20, 'compress signature to 20kb', 'email image size'),
    intro:
      '20KB is a common ceiling on online forms and a comfortable size for images embedded in email, where large attachments slow everyone down.',
    benefits: [
      {
        title: 'Passes strict form limits',
        text: 'Many application portals cap small uploads around 20KB.',
      },
      {
        title: 'Email friendly',
        text: 'Small inline images keep messages quick to send and open.',
      },
      {
        title: 'Readable signatures',
        text: 'A scanned signature compresses well at 20KB and stays legible.',
      },
    ],
    applications: [
      { title: 'Signature scans', text: 'Signature images for exam, job and government forms.' },
      { title: 'Email newsletters', text: 'Inline pictures that will not trip size warnings.' },
      { title: 'Form attachments', text: 'Small photo uploads on portals with tight limits.' },
    ],
    faq: [
      {
        question: 'Can I compress a signature to 20KB?',
        answer:
          'Yes. Scan or photograph the signature on plain white paper, crop it close, then upload it here. Simple black-on-white images reach 20KB easily and stay sharp.',
      },
      {
        question: 'The form says "between 10KB and 20KB". Which target should I pick?',
        answer: `Pick 20KB and check the result: the tool aims for within ${TOLERANCE_LABEL}, so if the form's upper limit is strict and your result lands just above it, use the 15KB page instead.`,
      },
      sizeMissFaq(20),
    ],
  },
  25: {
    kind: 'standard',
    description:
      'Compress an image to 25KB for profile pictures, avatars and social media uploads. Free, private compression in your browser with an instant JPEG download.',
    keywords: keywords(25, 'profile picture compressor', 'avatar size'),
    intro:
      '25KB is a good size for profile pictures and avatars: enough for a clear face at the sizes social and messaging apps show, while staying quick to load.',
    benefits: [
      { title: 'Clear faces at avatar size', text: 'Enough detail for a sharp face in a small circle.' },
      { title: 'Quick to share', text: 'Small files send instantly in messages and comments.' },
      {
        title: 'Accepted almost everywhere',
        text: 'Well under the limits of community sites and forums.',
      },
    ],
    applications: [
      { title: 'Profile pictures', text: 'Avatars for forums, communities and messaging apps.' },
      { title: 'Social thumbnails', text: 'Preview images for posts and link cards.' },
      { title: 'Team pages', text: 'Consistent small staff photos on a website.' },
    ],
    faq: [
      {
        question: 'Will my profile photo look good at 25KB?',
        answer:
          'At the sizes avatars are shown, usually yes. Crop close to your face before uploading so the bytes go into the part that matters.',
      },
      {
        question: 'Does compressing remove the photo metadata?',
        answer:
          'The download is a freshly encoded JPEG, so camera details such as location are not copied into it. That also saves a few kilobytes.',
      },
      sizeMissFaq(25),
    ],
  },
  30: {
    kind: 'standard',
    description:
      'Compress an image to 30KB for web pages and online application uploads. Free and private: it runs in your browser and returns a JPEG close to 30KB.',
    keywords: keywords(30, 'compress photo for online form', 'web image size'),
    intro:
      '30KB is a practical everyday size: light enough for content-heavy pages and accepted by many online application forms that limit photo uploads.',
    benefits: [
      { title: 'Balanced quality', text: 'Noticeably cleaner than the smallest sizes, still very light.' },
      { title: 'Form-ready', text: 'Meets the photo limit of many online applications.' },
      { title: 'Faster pages', text: 'Keeps image-rich pages quick on any connection.' },
    ],
    applications: [
      { title: 'Application photos', text: 'Photo uploads on portals that cap files around 30KB.' },
      { title: 'Web content images', text: 'Inline pictures in articles and help pages.' },
      { title: 'Listings', text: 'Small images for classifieds and directories.' },
    ],
    faq: [
      {
        question: 'Is this suitable for an online application photo?',
        answer:
          'If the form asks for a file of about 30KB, yes. Check any pixel size the form also requires: this tool changes the file size, not the crop. For visa photos, use our country visa photo tools, which also crop to the official size.',
      },
      {
        question: 'Will the width and height change?',
        answer:
          'Not if it can be avoided. Quality is lowered first at the original dimensions; only if that is not enough is the image scaled down, and the result shows the new dimensions.',
      },
      sizeMissFaq(30),
    ],
  },
  40: {
    kind: 'standard',
    description:
      'Compress an image to 40KB for exam, ID and job portal uploads that allow a little more detail. Free, private in-browser compression with a JPEG result.',
    keywords: keywords(40, 'compress photo for exam form', 'id photo size'),
    intro:
      '40KB leaves room for a clearly recognisable portrait or a readable small document, which is why many exam and ID portals settle on limits around this size.',
    benefits: [
      { title: 'Recognisable portraits', text: 'Facial detail stays clear for identity checks.' },
      { title: 'Readable small text', text: 'ID cards and small documents stay legible.' },
      { title: 'Still lightweight', text: 'Fast to upload even on a weak connection.' },
    ],
    applications: [
      { title: 'Exam registrations', text: 'Candidate photos for online exam forms.' },
      { title: 'ID and membership cards', text: 'Photos for card applications and renewals.' },
      { title: 'Job portals', text: 'Profile photos where recruiters expect a small file.' },
    ],
    faq: [
      {
        question: 'My form says "maximum 40KB". Is the result safe to upload?',
        answer: `The tool aims for within ${TOLERANCE_LABEL} of 40KB, so a result can land slightly above it. Check the size on the result card; if it is over a strict limit, run the image through the 30KB page instead.`,
      },
      {
        question: 'Can I compress a scanned document to 40KB?',
        answer: 'Yes, for a single page with large text. Dense pages with small print read better at 100KB.',
      },
      sizeMissFaq(40),
    ],
  },
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
          'Re-encoding cannot add detail, so the result will usually stay below 200KB. The result card shows the real size, so you can decide whether you need the new file at all.',
      },
      sizeMissFaq(200),
    ],
  },
}
