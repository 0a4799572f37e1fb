// The only module that reads process.env. Everything else receives a parsed `Env` so that tests can build
// any configuration without mutating the process environment.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CMS } from '@vps/specs'
import { z } from 'zod'
import type { DatabaseConfig } from './db/create.ts'
import { FEEDBACK_OPTIONS } from './feedback/options.ts'

/**
 * Walks up from this file to the folder holding pnpm-workspace.yaml. The same code runs as
 * apps/api/src/env.ts under tsx and vitest and as apps/api/dist/server.js after bundling, so a fixed
 * number of `..` would only be right by accident.
 */
export function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  throw new Error(`Cannot find the repository root (pnpm-workspace.yaml) above ${from}`)
}

// Deployment tools often write `FOO=` for "unset"; treat an empty value as absent so defaults apply.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

// Fastify's trustProxy accepts a boolean, a hop count, or a list of addresses/CIDRs.
const trustProxySchema = z.string().transform((raw): boolean | number | string => {
  const value = raw.trim().toLowerCase()
  if (value === 'true') return true
  if (value === 'false' || value === '0') return false
  if (/^\d+$/.test(value)) return Number(value)
  return raw.trim()
})

const rawEnvSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string'),
  ),
  DATA_DIR: optional(z.string()),
  STORAGE: optional(z.enum(['local', 's3'])),
  S3_BUCKET: optional(z.string()),
  S3_REGION: optional(z.string()),
  S3_ENDPOINT: optional(z.url()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false', '1', '0'])),
  RATE_LIMIT_FEEDBACK_PER_MINUTE: optional(z.coerce.number().int().min(1)),
  RATE_LIMIT_UPLOAD_PER_MINUTE: optional(z.coerce.number().int().min(1)),
  WEB_DIST: optional(z.string()),
  PUBLIC_SITE_URL: optional(z.url()),
  SESSION_SECRET: optional(z.string()),
  // Trimmed before the format check: a pasted value often carries a stray space.
  ADMIN_EMAIL: optional(
    z.string().trim().toLowerCase().max(CMS.maxEmailLength).pipe(z.email('must be an email address')),
  ),
  ADMIN_PASSWORD: optional(z.string().max(CMS.maxPasswordLength)),
  ANALYTICS_PROVIDER: optional(z.string()),
  ANALYTICS_ID: optional(z.string()),
  LOG_LEVEL: optional(z.enum(logLevels)),
  TRUST_PROXY: optional(trustProxySchema),
})

export type DatabaseEnv = { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string }

/** An S3-compatible bucket (AWS, R2, MinIO...). Without keys the SDK's own credential chain applies. */
export interface S3Env {
  bucket: string
  region: string
  endpoint: string | undefined
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  forcePathStyle: boolean
}

export interface Env {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  database: DatabaseEnv
  dataDir: string
  /** Where feedback screenshots are kept: a local folder by default, an S3-compatible bucket when 's3'. */
  storage: 'local' | 's3'
  /** Where uploads live when storage is 'local'. */
  objectsDir: string
  /** Set exactly when storage is 's3'. */
  s3: S3Env | undefined
  /** Requests per client address and minute on the feedback endpoints. */
  rateLimits: { feedbackPerMinute: number; uploadsPerMinute: number }
  webDist: string
  publicSiteUrl: string
  sessionSecret: string
  /** True when no SESSION_SECRET was given outside production: sessions die with the process. */
  sessionSecretGenerated: boolean
  /**
   * The first admin account, created at start when both are set and no account has the email. Only the
   * first start matters: an existing account is never changed from here.
   */
  adminEmail: string | undefined
  adminPassword: string | undefined
  /** Passed through for the web build; the API itself does not use them. */
  analytics: { provider: string | undefined; id: string | undefined }
  logLevel: (typeof logLevels)[number]
  trustProxy: boolean | number | string
}

// Short secrets make signed cookies guessable; 32 characters is what `openssl rand -hex 16` prints.
const MIN_SECRET_LENGTH = 32

/** Thrown for a bad configuration; its message is meant for the operator, without a stack. */
export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses an environment (process.env by default). Throws one Error listing every problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = rawEnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const raw = parsed.data
  const nodeEnv = raw.NODE_ENV ?? 'development'

  if (nodeEnv === 'production') {
    if (!raw.SESSION_SECRET) {
      throw new EnvError(
        'Invalid environment:\n  SESSION_SECRET: is required when NODE_ENV=production ' +
          `(at least ${MIN_SECRET_LENGTH} random characters, e.g. \`openssl rand -hex 32\`)`,
      )
    }
    if (raw.SESSION_SECRET.length < MIN_SECRET_LENGTH) {
      throw new EnvError(
        `Invalid environment:\n  SESSION_SECRET: must be at least ${MIN_SECRET_LENGTH} characters in production`,
      )
    }
    // Feeds, the sitemap and robots.txt name the site by it: without it they would send readers and
    // search engines to localhost.
    if (!raw.PUBLIC_SITE_URL) {
      throw new EnvError(
        'Invalid environment:\n  PUBLIC_SITE_URL: is required when NODE_ENV=production (the public origin, ' +
          'e.g. https://visa-photo.example; /rss.xml, /sitemap.xml and /robots.txt name the site by it)',
      )
    }
    if (raw.ADMIN_PASSWORD !== undefined && raw.ADMIN_PASSWORD.length < CMS.minPasswordLength) {
      throw new EnvError(
        `Invalid environment:\n  ADMIN_PASSWORD: must be at least ${CMS.minPasswordLength} characters in production`,
      )
    }
  }

  // Only look for the repository when a default needs it: a deployed bundle may live outside one.
  let root: string | undefined
  const fromRoot = (...segments: string[]) => {
    root ??= findRepoRoot()
    return path.join(root, ...segments)
  }
  const dataDir = path.resolve(raw.DATA_DIR ?? fromRoot('.data'))
  const port = raw.PORT ?? 3000
  const storage = raw.STORAGE ?? 'local'
  const webDist = path.resolve(raw.WEB_DIST ?? fromRoot('apps', 'web', 'dist', 'client'))
  // The static file server serves everything under WEB_DIST: private uploads must never sit inside it.
  const objectsDir = path.join(dataDir, 'objects')
  if (isInside(objectsDir, webDist)) {
    throw new EnvError(
      `Invalid environment:\n  DATA_DIR: must not be inside WEB_DIST (${webDist}), or uploads would be public`,
    )
  }

  return {
    nodeEnv,
    port,
    host: raw.HOST ?? '0.0.0.0',
    database: raw.DATABASE_URL
      ? { driver: 'postgres', url: raw.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    storage,
    objectsDir,
    s3: storage === 's3' ? s3Env(raw) : undefined,
    rateLimits: {
      feedbackPerMinute: raw.RATE_LIMIT_FEEDBACK_PER_MINUTE ?? FEEDBACK_OPTIONS.submissionsPerMinute,
      uploadsPerMinute: raw.RATE_LIMIT_UPLOAD_PER_MINUTE ?? FEEDBACK_OPTIONS.uploadUrlsPerMinute,
    },
    webDist,
    publicSiteUrl: (raw.PUBLIC_SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    // Outside production a per-process random secret keeps development working without a config step;
    // the server logs a warning because sessions then end at every restart.
    sessionSecret: raw.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionSecretGenerated: raw.SESSION_SECRET === undefined,
    adminEmail: raw.ADMIN_EMAIL,
    adminPassword: raw.ADMIN_PASSWORD,
    analytics: { provider: raw.ANALYTICS_PROVIDER, id: raw.ANALYTICS_ID },
    logLevel: raw.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: raw.TRUST_PROXY ?? false,
  }
}

/** How to open the configured database (the server and the CLIs share it). */
export function databaseConfig(env: Env): DatabaseConfig {
  return env.database.driver === 'postgres'
    ? { driver: 'postgres', connectionString: env.database.url }
    : { driver: 'pglite', dataDir: env.database.dataDir }
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

function s3Env(raw: z.infer<typeof rawEnvSchema>): S3Env {
  const problems: string[] = []
  if (!raw.S3_BUCKET) problems.push('S3_BUCKET: is required when STORAGE=s3')
  // Half a key pair is a typo, not a request for the SDK's credential chain.
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither')
  }
  if (problems.length > 0 || !raw.S3_BUCKET) {
    throw new EnvError(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  }
  return {
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION ?? 'us-east-1',
    endpoint: raw.S3_ENDPOINT,
    credentials:
      raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY }
        : undefined,
    // MinIO and most self-hosted servers need bucket-in-path addressing.
    forcePathStyle: raw.S3_FORCE_PATH_STYLE === 'true' || raw.S3_FORCE_PATH_STYLE === '1',
  }
}
