// Headers sent on every response: pages, assets, API answers, errors and 404s alike.
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { inlineScriptHashes, markedPageHashes } from './inline-scripts.ts'

// Origins a configured analytics provider loads from and reports to; none by default.
const ANALYTICS_ORIGINS: Record<string, { script: string[]; connect: string[] }> = {
  ga4: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
  },
}

/**
 * uploadOrigin: a storage bucket browsers PUT screenshots to directly (S3 storage); none by default.
 * scriptHashes: the page's own inline scripts (inline-scripts.ts); no other inline script runs.
 */
export function contentSecurityPolicy(
  analyticsProvider?: string,
  uploadOrigin?: string | null,
  scriptHashes: readonly string[] = [],
): string {
  const analytics = (analyticsProvider && ANALYTICS_ORIGINS[analyticsProvider]) || { script: [], connect: [] }
  return [
    "default-src 'self'",
    // No 'unsafe-inline': a page's inline scripts (TanStack Router's dehydrated state, which hydration
    // needs) are allowed by their hashes, per page. 'wasm-unsafe-eval': mozjpeg, resize and ONNX Runtime
    // compile WebAssembly.
    ["script-src 'self'", ...scriptHashes, "'wasm-unsafe-eval'", ...analytics.script].join(' '),
    // Image workers may be started from blob: URLs (comlink, ONNX Runtime's threaded build).
    "worker-src 'self' blob:",
    // Previews and results are blob: and data: URLs made on the device.
    ['img-src', "'self'", 'data:', 'blob:', ...analytics.connect].join(' '),
    "font-src 'self' data:",
    // Inline style attributes from React (e.g. the photo placement transform).
    "style-src 'self' 'unsafe-inline'",
    ["connect-src 'self'", ...analytics.connect, ...(uploadOrigin ? [uploadOrigin] : [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Two years, the preload list's minimum: browsers then never try the site over plain HTTP. */
export const HSTS = 'max-age=63072000; includeSubDomains'

export function securityHeaderValues(
  analyticsProvider?: string,
  uploadOrigin?: string | null,
  https = false,
): Record<string, string> {
  return {
    // Only where the site is served over HTTPS (production): sent from a local http:// server it is
    // ignored anyway, and a localhost entry would follow a developer to every other local project.
    ...(https ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': contentSecurityPolicy(analyticsProvider, uploadOrigin),
    // Cross-origin isolation lets ONNX Runtime use SharedArrayBuffer and so 2 WASM threads. The pages need
    // it, and worker scripts need COEP too in browsers that check the worker's own response, so it is sent
    // everywhere: every resource is same-origin, so require-corp blocks nothing of ours. A third-party
    // analytics script sends no CORP header, so with analytics on, 'credentialless' keeps isolation while
    // letting that script load without cookies.
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-embedder-policy': analyticsProvider ? 'credentialless' : 'require-corp',
  }
}

const securityHeaders: FastifyPluginAsync<{
  analyticsProvider?: string
  uploadOrigin?: string | null
  https?: boolean
}> = async (app, options) => {
  const { analyticsProvider, uploadOrigin } = options
  const { 'content-security-policy': defaultPolicy, ...headers } = securityHeaderValues(
    analyticsProvider,
    uploadOrigin,
    options.https,
  )
  // onSend runs for every reply, including those from the error and not-found handlers.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers)
    // A route with a policy of its own (the sandboxed screenshot) keeps it.
    if (reply.hasHeader('content-security-policy')) return payload
    const hashes = pageScriptHashes(String(reply.getHeader('content-type') ?? ''), payload, reply)
    reply.header('content-security-policy', hashes.length ? policyFor(hashes) : defaultPolicy)
    return payload
  })
  // A cached page (or page file) hands back the same hashes array each time: its policy is built once.
  const policies = new WeakMap<readonly string[], string>()
  function policyFor(hashes: readonly string[]): string {
    let policy = policies.get(hashes)
    if (!policy) {
      policy = contentSecurityPolicy(analyticsProvider, uploadOrigin, hashes)
      policies.set(hashes, policy)
    }
    return policy
  }
}

/**
 * An HTML answer's inline-script hashes: as marked on the reply (a page file, or a page rendered here), or
 * from the text. A marked file comes first: a 304 for it carries no content type, yet its policy replaces
 * the cached page's, so it must name the same scripts (else a revisit refuses the page's own scripts).
 */
function pageScriptHashes(contentType: string, payload: unknown, reply: object): readonly string[] {
  const marked = markedPageHashes(reply)
  if (marked) return marked
  if (!contentType.startsWith('text/html')) return []
  if (typeof payload === 'string') return inlineScriptHashes(payload)
  if (Buffer.isBuffer(payload)) return inlineScriptHashes(payload.toString('utf8'))
  return []
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' })
