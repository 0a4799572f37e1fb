// A page from the build sent because the database could not be read (issue #48: photo, country and article
// pages answered 500 JSON instead). Where its data may be older than the database's, it carries a note
// saying so, first in <body>: React 19 leaves an element it did not render there in place when it hydrates
// (checked in the browser: the page hydrates without a warning and the note stays). Never kept by the
// browser, so the page comes back current once the database does.
import { SERVICE_MESSAGES } from '@vps/specs'
import type { FastifyReply } from 'fastify'
import { inlineScriptHashes, markPageHashes } from './inline-scripts.ts'

/** The note's marker, for tests and for the browser suite. */
export const STALE_COPY_ATTRIBUTE = 'data-stale-copy'

const NOTE =
  `<div role="status" ${STALE_COPY_ATTRIBUTE} style="background:#fef3c7;color:#78350f;` +
  `border-bottom:1px solid #f59e0b;padding:.75rem 1rem;text-align:center;font:500 .875rem/1.4 system-ui,sans-serif">` +
  `${SERVICE_MESSAGES.staleCopy}</div>`

/** The page's HTML with the note first in its body. */
export function withStaleNote(html: string): string {
  const body = /<body\b[^>]*>/i.exec(html)
  if (!body) return `${NOTE}${html}`
  const at = body.index + body[0].length
  return `${html.slice(0, at)}${NOTE}${html.slice(at)}`
}

/** Sends a build file's HTML with the note, its own script policy, and no-store. */
export function sendStaleCopy(reply: FastifyReply, html: string) {
  const page = withStaleNote(html)
  markPageHashes(reply, inlineScriptHashes(page))
  return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page)
}
