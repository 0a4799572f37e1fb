export const COMPRESS_SIZES = [10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500] as const

export type CompressSize = (typeof COMPRESS_SIZES)[number]

const sizeSet: ReadonlySet<number> = new Set(COMPRESS_SIZES)

export function isCompressSize(n: number): n is CompressSize {
  return sizeSet.has(n)
}

/**
 * Any whole number of KB in this range has a page, /compress-to-{N}kb (issue #53): portals ask for 35, 60 or
 * 250 KB. The 14 COMPRESS_SIZES keep the spec's pages and are the only ones listed and indexed; the others
 * share the template with generic copy and are `noindex`. 5 KB is about the least a JPEG of a recognisable
 * picture needs (a 100x100 thumbnail); 5000 KB is half the 10 MB upload limit.
 */
export const COMPRESS_TARGET_RANGE = { min: 5, max: 5000 } as const

export function isCompressTarget(n: number): boolean {
  return Number.isInteger(n) && n >= COMPRESS_TARGET_RANGE.min && n <= COMPRESS_TARGET_RANGE.max
}

/** A target's page address; the spec's spelling for the 14, the same shape for any other size. */
export function compressHref(size: number): string {
  return `/compress-to-${size}kb`
}

export type CompressTarget = {
  size: CompressSize
  title: string
  label: string
  description: string
  href: string
  color: string
}

// title and href are derived so a page, a card and a link can never disagree on a size.
const target = (t: Omit<CompressTarget, 'title' | 'href'>): CompressTarget => ({
  ...t,
  title: `Compress to ${t.size}KB`,
  href: compressHref(t.size),
})

// color is a Tailwind palette name; each target has its own so cards stay distinguishable.
export const COMPRESS_TARGETS: readonly CompressTarget[] = [
  target({
    size: 10,
    label: '10KB Ultra Small',
    description: 'Tiny thumbnails, icons and previews where every byte counts.',
    color: 'red',
  }),
  target({
    size: 15,
    label: '15KB Mobile First',
    description: 'Lightweight images that load fast on slow mobile connections.',
    color: 'orange',
  }),
  target({
    size: 20,
    label: '20KB Email Friendly',
    description: 'Small attachments and form uploads that stay under strict size limits.',
    color: 'amber',
  }),
  target({
    size: 25,
    label: '25KB Social Media',
    description: 'Profile pictures and avatars for social and messaging apps.',
    color: 'yellow',
  }),
  target({
    size: 30,
    label: '30KB Web Standard',
    description: 'Everyday web images and online application uploads.',
    color: 'lime',
  }),
  target({
    size: 40,
    label: '40KB Premium Quality',
    description: 'Portal uploads such as ID and exam forms that allow a little more detail.',
    color: 'green',
  }),
  target({
    size: 50,
    label: '50KB Web Optimized',
    description: 'Blog and website images that balance fast loading with clarity.',
    color: 'emerald',
  }),
  target({
    size: 75,
    label: '75KB High Quality',
    description: 'Product photos and web images with sharper detail.',
    color: 'teal',
  }),
  target({
    size: 100,
    label: '100KB Detailed Images',
    description: 'Scanned documents and screenshots where text must stay readable.',
    color: 'cyan',
  }),
  target({
    size: 150,
    label: '150KB Large Format',
    description: 'Banners and large-format web images that keep fine detail.',
    color: 'sky',
  }),
  target({
    size: 200,
    label: '200KB Photography',
    description: 'Photography portfolios and galleries with rich detail.',
    color: 'blue',
  }),
  target({
    size: 300,
    label: '300KB Ultra Quality',
    description: 'Detailed artwork and portfolio pieces for creative professionals.',
    color: 'indigo',
  }),
  target({
    size: 400,
    label: '400KB Maximum Quality',
    description: 'Premium content and luxury brand imagery at near-original quality.',
    color: 'violet',
  }),
  target({
    size: 500,
    label: '500KB Museum Grade',
    description: 'Fine art and museum-grade images with minimal compression.',
    color: 'purple',
  }),
]

export function getCompressTarget(size: CompressSize): CompressTarget {
  const found = COMPRESS_TARGETS.find((t) => t.size === size)
  // Unreachable while COMPRESS_TARGETS covers every size; the tests pin that.
  if (!found) throw new Error(`No compression target for ${size}KB`)
  return found
}

// Only the three largest pages carry a Related Compression Tools section; order is the spec's.
export const RELATED_COMPRESS_SIZES = {
  300: [200, 400, 500],
  400: [300, 500, 200],
  500: [400, 300, 200],
} as const satisfies Partial<Record<CompressSize, readonly CompressSize[]>>
