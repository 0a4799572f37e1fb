import { COMPRESS_SIZES } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'
import { PICKER_FORMATS_PROSE, TOLERANCE_LABEL } from './upload-rules.ts'

// Apart from the page: a route's head is in the first bundle, its page is not.

export const SMALLEST = `${COMPRESS_SIZES[0]}KB`
export const LARGEST = `${COMPRESS_SIZES[COMPRESS_SIZES.length - 1]}KB`

export const compressHubHead = () =>
  pageHead({
    title: `General Image Compression: Compress Images to ${SMALLEST}-${LARGEST}`,
    description: `Compress any ${PICKER_FORMATS_PROSE} image to an exact size from ${SMALLEST} to ${LARGEST}, within ${TOLERANCE_LABEL}. Free, private and in your browser: nothing is uploaded.`,
    path: '/general-image-compressions',
    keywords: [
      'general image compression',
      'compress image to kb',
      'reduce image file size',
      'image compressor online',
      'compress jpeg to exact size',
    ],
  })
