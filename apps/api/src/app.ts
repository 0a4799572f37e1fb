// The whole HTTP app as a function, used by server.ts and by the tests (through app.inject()).
// It does not listen, open the database or run migrations: the caller owns those.
import { existsSync } from 'node:fs'
import fastifyCookie from '@fastify/cookie'
import type { DatabaseDriver } from '@vps/specs'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import staffSettings from './cms/auth/settings.ts'
import cmsPageGuard from './cms/page-guard.ts'
import type { Database } from './db/types.ts'
import type { Env } from './env.ts'
import feedback from './feedback/plugin.ts'
import { clientErrorHandler } from './plugins/client-errors.ts'
import { compression } from './plugins/compression.ts'
import database from './plugins/database.ts'
import destinationPages from './plugins/destination-pages.ts'
import { registerErrorHandler } from './plugins/error-handler.ts'
import { createPageRenderer, selfOrigin } from './plugins/page-renderer.ts'
import rateLimits from './plugins/rate-limit.ts'
import securityHeaders from './plugins/security-headers.ts'
import textGuard from './plugins/text-guard.ts'
import web, { createNotFoundHandler } from './plugins/web.ts'
import workGates from './plugins/work-gates.ts'
import feeds from './routes/feeds.ts'
import apiRoutes from './routes/index.ts'
import { localUploadPath } from './routes/objects.ts'
import { type AnyObjectStorage, createObjectStorage } from './storage/index.ts'

export interface BuildAppOptions {
  db: Kysely<Database>
  driver: DatabaseDriver
  env: Env
  /** Overrides env.webDist; null serves no web app. The folder is only served if it exists. */
  webDist?: string | null
  /** Overrides the logger built from env.logLevel (e.g. a logger instance in tests). */
  logger?: FastifyServerOptions['logger']
  /** Overrides the storage built from env (local folder or S3). */
  storage?: AnyObjectStorage
  /** Milliseconds since the epoch for upload-address and staff-session expiry; tests move it instead of waiting. */
  now?: () => number
  /** Overrides REQUEST_TIMEOUT_MS (tests). */
  requestTimeoutMs?: number
}

/**
 * The longest a client may take to send one whole request, headers and body. Fastify's default is none, so
 * a body stalled mid-way held its socket for as long as the client liked (150 such sockets stayed open
 * 75 s). A minute is enough for the largest body, a 1 MiB screenshot, on a slow 3G link (~20 s).
 */
export const REQUEST_TIMEOUT_MS = 60_000
/** Headers are a few hundred bytes: a client still sending them after this is stalling on purpose. */
const HEADERS_TIMEOUT_MS = 20_000
/** How often Node looks for requests past their timeout (its default is 30 s, half the timeout again). */
const TIMEOUT_CHECK_MS = 1_000

// Fastify's types take a hop count only as a function; this is the function proxy-addr builds for one.
function trustProxyOption(value: Env['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
  const app = Fastify({
    logger: options.logger ?? { level: env.logLevel },
    trustProxy: trustProxyOption(env.trustProxy),
    requestTimeout: requestTimeoutMs,
    clientErrorHandler,
    // Given to Node's server as it is made as well: set only afterwards (as Fastify does), Node never
    // timed out a stalled body, only stalled headers.
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)

  const storage =
    options.storage ??
    (await createObjectStorage(env, { localUploadPath, ...(options.now && { now: options.now }) }))
  await app.register(securityHeaders, {
    analyticsProvider: env.analytics.provider,
    uploadOrigin: storage.uploadOrigin,
    https: env.nodeEnv === 'production',
  })
  await app.register(textGuard)
  await app.register(compression)
  await app.register(database, { db: options.db, driver: options.driver })
  await app.register(rateLimits)
  // Bounds on renders on demand and on blog searches, so that one client cannot slow every other.
  await app.register(workGates)
  await app.register(feedback, {
    storage,
    rateLimits: env.rateLimits,
    ...(options.now && { now: options.now }),
  })
  // Signed cookies carry the staff session of /cms and /api/cms (cms/auth/cookie.ts).
  await app.register(fastifyCookie, { secret: env.sessionSecret })
  await app.register(staffSettings, { now: options.now, secureCookies: env.nodeEnv === 'production' })
  await app.register(apiRoutes, { prefix: '/api' })
  await app.register(feeds, { publicSiteUrl: env.publicSiteUrl })

  const requested = options.webDist === undefined ? env.webDist : options.webDist
  const webDist = requested && existsSync(requested) ? requested : null
  // One renderer for every page made on demand, on a thread of its own, through the render gate. Pages
  // rendered here fetch their data from this very process.
  const apiOrigin = () => selfOrigin(app.server.address(), env.port)
  const renderPage = webDist ? createPageRenderer(webDist, apiOrigin, app.renderGate) : null
  if (renderPage) app.addHook('onClose', () => renderPage.close())
  // Before the web plugin, so that its hook runs ahead of any /cms page being served.
  await app.register(cmsPageGuard)
  if (webDist) {
    // Before the web plugin: photo pages of added, edited or disabled destinations are not the build's files.
    await app.register(destinationPages, { webDist, renderPage })
    await app.register(web, { webDist, renderPage })
  } else if (requested) {
    app.log.warn({ webDist: requested }, 'Web build not found: serving the API only')
  }
  app.setNotFoundHandler(createNotFoundHandler(webDist, renderPage))

  return app
}
