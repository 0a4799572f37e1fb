import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../src/env.ts'
import { FEEDBACK_OPTIONS } from '../src/feedback/options.ts'

const base = { DATA_DIR: '/srv/data', WEB_DIST: '/srv/web' }

describe('feedback settings in parseEnv', () => {
  it('defaults to local storage and the built-in rate limits', () => {
    expect(parseEnv(base)).toMatchObject({
      storage: 'local',
      objectsDir: '/srv/data/objects',
      s3: undefined,
      rateLimits: {
        feedbackPerMinute: FEEDBACK_OPTIONS.submissionsPerMinute,
        uploadsPerMinute: FEEDBACK_OPTIONS.uploadUrlsPerMinute,
      },
    })
  })

  it('reads raised rate limits (the benchmark) and refuses nonsense', () => {
    const env = parseEnv({
      ...base,
      RATE_LIMIT_FEEDBACK_PER_MINUTE: '100000',
      RATE_LIMIT_UPLOAD_PER_MINUTE: '50',
    })
    expect(env.rateLimits).toEqual({ feedbackPerMinute: 100_000, uploadsPerMinute: 50 })
    expect(() => parseEnv({ ...base, RATE_LIMIT_FEEDBACK_PER_MINUTE: '0' })).toThrow(
      /RATE_LIMIT_FEEDBACK_PER_MINUTE/,
    )
    expect(() => parseEnv({ ...base, RATE_LIMIT_UPLOAD_PER_MINUTE: 'lots' })).toThrow(
      /RATE_LIMIT_UPLOAD_PER_MINUTE/,
    )
  })

  it('reads the S3 settings when STORAGE=s3', () => {
    const env = parseEnv({
      ...base,
      STORAGE: 's3',
      S3_BUCKET: 'vps',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(env.s3).toEqual({
      bucket: 'vps',
      region: 'auto',
      endpoint: 'https://acct.r2.cloudflarestorage.com',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
    expect(parseEnv({ ...base, STORAGE: 's3', S3_BUCKET: 'vps' }).s3).toEqual({
      bucket: 'vps',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    })
  })

  it('refuses an incomplete S3 configuration', () => {
    expect(() => parseEnv({ ...base, STORAGE: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE=s3/)
    expect(() => parseEnv({ ...base, STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /set both or neither/,
    )
    expect(() => parseEnv({ ...base, STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(
      EnvError,
    )
  })

  it('refuses a DATA_DIR the static file server would publish', () => {
    expect(() => parseEnv({ DATA_DIR: '/srv/web/data', WEB_DIST: '/srv/web' })).toThrow(
      /DATA_DIR: must not be inside WEB_DIST/,
    )
    expect(() => parseEnv({ DATA_DIR: '/srv/web', WEB_DIST: '/srv/web' })).toThrow(EnvError)
    expect(parseEnv({ DATA_DIR: '/srv/web-data', WEB_DIST: '/srv/web' }).objectsDir).toBe(
      '/srv/web-data/objects',
    )
  })
})
