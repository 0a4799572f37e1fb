// The 1200x630 share image of an article: its title on the brand's blue, drawn as SVG and rasterised by
// resvg with a font shipped in node_modules (dejavu-fonts-ttf), so nothing is fetched and no system font is
// needed. Renders are kept in memory: the same title always gives the same bytes.
import { createRequire } from 'node:module'
import { SITE } from '@vps/specs'
import { escapeXml } from './xml.ts'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const PADDING = 80
const TEXT_WIDTH = OG_WIDTH - 2 * PADDING
// DejaVu Sans Bold's average advance is about 0.6 em for mixed-case English; wrapping on this
// estimate keeps every line inside the padding without measuring glyphs.
const CHAR_WIDTH_EM = 0.62
const SIZES = [
  { fontSize: 68, maxLines: 3 },
  { fontSize: 58, maxLines: 4 },
  { fontSize: 48, maxLines: 5 },
] as const

/** Splits a title into lines of whole words that fit the width at some size, largest size first. */
export function layoutTitle(title: string): { fontSize: number; lines: string[] } {
  const words = title.trim().split(/\s+/).filter(Boolean)
  let last: { fontSize: number; lines: string[] } = { fontSize: 48, lines: [] }
  for (const { fontSize, maxLines } of SIZES) {
    const maxChars = Math.floor(TEXT_WIDTH / (fontSize * CHAR_WIDTH_EM))
    const lines: string[] = []
    for (const word of words) {
      const current = lines.at(-1)
      if (current !== undefined && `${current} ${word}`.length <= maxChars)
        lines[lines.length - 1] = `${current} ${word}`
      else lines.push(word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word)
    }
    last = { fontSize, lines: lines.slice(0, maxLines) }
    if (lines.length <= maxLines) return last
    const cut = last.lines[maxLines - 1] ?? ''
    last.lines[maxLines - 1] = `${cut.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`
  }
  return last
}

/** The card of an article: its title, and `countryName`, the name its destination goes by on the site. */
export function ogImageSvg(post: { title: string; countryName: string }, siteHost: string): string {
  const { fontSize, lines } = layoutTitle(post.title)
  const lineHeight = Math.round(fontSize * 1.18)
  // The title block is centred vertically between the brand line and the footer.
  const blockHeight = lineHeight * lines.length
  const firstBaseline = Math.round((OG_HEIGHT - blockHeight) / 2 + fontSize * 0.9)
  const titleLines = lines
    .map(
      (line, i) => `<tspan x="${PADDING}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  const label = `${post.countryName} visa photo guide`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e40af"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
<rect x="${PADDING}" y="72" width="56" height="56" rx="12" fill="#ffffff"/>
<rect x="${PADDING + 16}" y="86" width="24" height="30" rx="4" fill="none" stroke="#1e40af" stroke-width="4"/>
<text x="${PADDING + 76}" y="112" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#ffffff">${escapeXml(SITE.name)}</text>
<text font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${titleLines}</text>
<rect x="${PADDING}" y="${OG_HEIGHT - 118}" width="${TEXT_WIDTH}" height="2" fill="#93c5fd"/>
<text x="${PADDING}" y="${OG_HEIGHT - 68}" font-family="DejaVu Sans" font-size="28" fill="#dbeafe">${escapeXml(label)}</text>
<text x="${OG_WIDTH - PADDING}" y="${OG_HEIGHT - 68}" text-anchor="end" font-family="DejaVu Sans" font-size="28" fill="#dbeafe">${escapeXml(siteHost)}</text>
</svg>`
}

// Not named `require`: the server bundle declares that name in its banner.
const requireFromHere = createRequire(import.meta.url)
const FONT_FILES = ['dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf'].map(
  (file) => requireFromHere.resolve(file),
)

export async function renderOgPng(svg: string): Promise<Buffer> {
  // Loaded on first use: the native module is only needed once someone shares an article.
  const { renderAsync } = await import('@resvg/resvg-js')
  const image = await renderAsync(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
    fitTo: { mode: 'original' },
  })
  return image.asPng()
}

/** A small LRU of rendered images; keys include the post's last change, so an edit gets a new image. */
export function createOgImageCache(maxEntries = 200) {
  const entries = new Map<string, Promise<Buffer>>()
  return {
    get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const hit = entries.get(key)
      if (hit) {
        // Re-inserting moves the key to the end: Map keeps insertion order, so the first key is the oldest.
        entries.delete(key)
        entries.set(key, hit)
        return hit
      }
      const rendered = render()
      entries.set(key, rendered)
      // A failed render must not stay cached.
      rendered.catch(() => entries.delete(key))
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return rendered
    },
    get size() {
      return entries.size
    },
  }
}
