import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, findRepoRoot, parseEnv } from '../src/env.ts'

const SECRET = 'a'.repeat(32)
const SITE = 'https://visa-photo.example'

describe('parseEnv', () => {
  it('fails in production without SESSION_SECRET, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/x', WEB_DIST: '/tmp/w' })).toThrow(
      EnvError,
    )
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/x', WEB_DIST: '/tmp/w' })).toThrow(
      /SESSION_SECRET: is required when NODE_ENV=production/,
    )
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: '' })).toThrow(/SESSION_SECRET/)
  })

  it('rejects a short SESSION_SECRET in production and accepts a long one', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32/)
    const env = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_SITE_URL: SITE })
    expect(env.sessionSecret).toBe(SECRET)
    expect(env.sessionSecretGenerated).toBe(false)
  })

  it('fails in production without PUBLIC_SITE_URL, so feeds never name localhost', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toThrow(
      /PUBLIC_SITE_URL: is required when NODE_ENV=production/,
    )
    expect(
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_SITE_URL: `${SITE}/` }).publicSiteUrl,
    ).toBe(SITE)
  })

  it('generates a random secret per process outside production, and says so', () => {
    const a = parseEnv({})
    const b = parseEnv({ NODE_ENV: 'development' })
    expect(a.sessionSecretGenerated).toBe(true)
    expect(a.sessionSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(a.sessionSecret).not.toBe(b.sessionSecret)
  })

  it('applies the defaults relative to the repository root', () => {
    const root = findRepoRoot()
    const env = parseEnv({})
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(root, '.data'),
      objectsDir: path.join(root, '.data', 'objects'),
      database: { driver: 'pglite', dataDir: path.join(root, '.data', 'pglite') },
      webDist: path.join(root, 'apps', 'web', 'dist', 'client'),
      publicSiteUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
      analytics: { provider: undefined, id: undefined },
    })
  })

  it('reads every variable', () => {
    const env = parseEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db:5432/app',
      DATA_DIR: '/srv/data',
      WEB_DIST: '/srv/web',
      PUBLIC_SITE_URL: 'https://visa.example/',
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_ID: 'visa.example',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    })
    expect(env).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: { driver: 'postgres', url: 'postgres://app@db:5432/app' },
      dataDir: '/srv/data',
      objectsDir: '/srv/data/objects',
      webDist: '/srv/web',
      publicSiteUrl: 'https://visa.example',
      analytics: { provider: 'plausible', id: 'visa.example' },
      logLevel: 'warn',
      trustProxy: 1,
    })
  })

  it('uses PORT in the default PUBLIC_SITE_URL and treats empty values as unset', () => {
    const env = parseEnv({ PORT: '4100', DATABASE_URL: '', LOG_LEVEL: '' })
    expect(env.publicSiteUrl).toBe('http://localhost:4100')
    expect(env.database.driver).toBe('pglite')
    expect(env.logLevel).toBe('info')
  })

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('TRUST_PROXY=%s -> %s', (raw, expected) => {
    expect(parseEnv({ TRUST_PROXY: raw }).trustProxy).toEqual(expected)
  })

  it('lists every invalid variable in one error', () => {
    let message = ''
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toMatch(/PORT:/)
    expect(message).toMatch(/DATABASE_URL: must be a postgres/)
    expect(message).toMatch(/LOG_LEVEL:/)
  })
})

describe('findRepoRoot', () => {
  it('finds the folder holding pnpm-workspace.yaml from anywhere inside the repository', () => {
    const root = findRepoRoot()
    expect(existsSync(path.join(root, 'pnpm-workspace.yaml'))).toBe(true)
    expect(findRepoRoot(path.join(root, 'apps', 'api', 'dist'))).toBe(root)
  })
})
