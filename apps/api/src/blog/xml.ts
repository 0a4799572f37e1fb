// Text placed in XML must not close a tag or start an entity: the five XML specials become entities, and
// characters XML 1.0 forbids (most C0 controls) are dropped, since a single one makes the document invalid.
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
}
