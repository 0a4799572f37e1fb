// Tiny builders for article HTML. Guide text is our own, so only values from data (names, numbers) pass
// through escape; the result still goes through the sanitiser before it is stored.
import { safeHeadingId } from '../../blog/sanitize.ts'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

export const esc = (text: string | number) => String(text).replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c)

/** A section's anchor as the sanitiser keeps it ('faq' becomes 'section-faq'), so a guide is stored as built. */
export function headingId(id: string): string {
  const safe = safeHeadingId(id)
  if (safe === null) throw new Error(`Guide heading id "${id}" is not a lowercase slug`)
  return safe
}

export const h2 = (text: string, id?: string) => `<h2${id ? ` id="${headingId(id)}"` : ''}>${text}</h2>`
export const h3 = (text: string) => `<h3>${text}</h3>`
export const p = (text: string) => `<p>${text}</p>`
export const ul = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
export const ol = (items: readonly string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`
export const link = (href: string, text: string) => `<a href="${esc(href)}">${text}</a>`
export const strong = (text: string) => `<strong>${text}</strong>`
export const note = (text: string) => `<blockquote>${p(text)}</blockquote>`

/** A two-column table of label and value, with a header row. */
export function table(head: [string, string], rows: readonly [string, string][]): string {
  const body = rows
    .map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`)
    .join('')
  return `<table><thead><tr><th scope="col">${head[0]}</th><th scope="col">${head[1]}</th></tr></thead><tbody>${body}</tbody></table>`
}

/** A table with a header row and a label column: `head` names the columns, each row starts with its label. */
export function grid(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const th = head.map((cell) => `<th scope="col">${cell}</th>`).join('')
  const body = rows
    .map(
      ([label, ...cells]) =>
        `<tr><th scope="row">${label}</th>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`,
    )
    .join('')
  return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`
}

/** Questions and answers as a definition list. */
export function faq(entries: readonly [string, string][]): string {
  return `<dl>${entries.map(([q, a]) => `<dt>${q}</dt><dd>${a}</dd>`).join('')}</dl>`
}

/** Words of the visible text, for the reading time. */
export function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
