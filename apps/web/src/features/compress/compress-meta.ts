import { type CompressSize, getCompressTarget } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'

export function compressHead(size: CompressSize) {
  const target = getCompressTarget(size)
  return pageHead({
    title: `Compress Image to ${size}KB | Free Online Tool`,
    description: `Compress a JPEG, PNG or WEBP image to ${size}KB online. ${target.description}`,
    path: target.href,
    keywords: [`compress image to ${size}kb`, `${size}kb image`, 'reduce image size'],
  })
}
