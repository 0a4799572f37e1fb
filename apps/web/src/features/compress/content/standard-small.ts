import { COMPRESSION } from '@vps/specs'
import type { StandardSizeContent } from '../compress-content.ts'
import { keywords, sizeMissFaq } from './standard-shared.ts'

// The smallest targets: thumbnails, avatars and the tight limits of online forms.
export const SMALL_CONTENT: Record<10 | 15 | 20 | 25 | 30 | 40, StandardSizeContent> = {
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
        answer: `Pick 20KB. The result is at most 20KB, usually between ${20 - COMPRESSION.toleranceKb}KB and 20KB, inside the form's range. Only an image that cannot get that small even at its smallest size comes out larger, and the result card then says so plainly.`,
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
        answer: `Yes. The result is at most 40KB, usually between ${40 - COMPRESSION.toleranceKb}KB and 40KB, and the result card shows its exact size. Only an image that cannot get that small even at its smallest size comes out larger, and the card then says so plainly.`,
      },
      {
        question: 'Can I compress a scanned document to 40KB?',
        answer: 'Yes, for a single page with large text. Dense pages with small print read better at 100KB.',
      },
      sizeMissFaq(40),
    ],
  },
}
