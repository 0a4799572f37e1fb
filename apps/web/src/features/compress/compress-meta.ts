import { type CompressSize, getCompressTarget } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'
import { compressPageTitle, getSizeContent } from './compress-content.ts'

export function compressHead(size: CompressSize) {
  const content = getSizeContent(size)
  return pageHead({
    title: compressPageTitle(size),
    description: content.description,
    path: getCompressTarget(size).href,
    keywords: content.keywords,
  })
}
