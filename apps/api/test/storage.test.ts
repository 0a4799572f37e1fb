// Storage pieces without HTTP: sniffing, upload-address signatures, the local folder, and S3 presigning
// (offline: signing needs no network).
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { imagePathFromUploadUrl } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { UploadRejectedError } from '../src/storage/errors.ts'
import { LocalObjectStorage } from '../src/storage/local.ts'
import { S3ObjectStorage } from '../src/storage/s3.ts'
import { sniffImageType } from '../src/storage/sniff.ts'
import { UploadUrlSigner } from '../src/storage/upload-url.ts'
import { tempDir } from './helpers.ts'
import { TINY_PNG } from './images.ts'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))

describe('sniffImageType', () => {
  it.each([
    ['PNG', TINY_PNG, 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xdb]), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a'), 'image/gif'],
    ['GIF89a', bytes('GIF89a'), 'image/gif'],
    ['WEBP', bytes('RIFF', [1, 2, 3, 4], 'WEBP'), 'image/webp'],
  ])('recognises %s', (_name, head, type) => {
    expect(sniffImageType(head)).toBe(type)
  })

  it.each([
    ['text', bytes('hello, this is text')],
    ['empty', bytes()],
    ['a truncated PNG signature', TINY_PNG.subarray(0, 7)],
    ['RIFF that is not WEBP (WAV)', bytes('RIFF', [1, 2, 3, 4], 'WAVE')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PDF', bytes('%PDF-1.7')],
  ])('refuses %s', (_name, head) => {
    expect(sniffImageType(head)).toBeNull()
  })
})

describe('UploadUrlSigner', () => {
  const clock = { now: 1_700_000_000_000 }
  const signer = new UploadUrlSigner('x'.repeat(32), () => clock.now)
  const query = (qs: string) => Object.fromEntries(new URLSearchParams(qs))

  it('verifies its own signature until the expiry, then reports it expired', () => {
    const q = query(signer.sign('feedback/abc', 1000, 900))
    expect(signer.verify('feedback/abc', q)).toEqual({ ok: true, maxBytes: 1000 })
    clock.now += 899_999
    expect(signer.verify('feedback/abc', q).ok).toBe(true)
    clock.now += 1
    expect(signer.verify('feedback/abc', q)).toEqual({ ok: false, reason: 'expired' })
    clock.now = 1_700_000_000_000
  })

  it('refuses another key, a changed limit and another secret as invalid', () => {
    const q = query(signer.sign('feedback/abc', 1000, 900))
    expect(signer.verify('feedback/abd', q)).toEqual({ ok: false, reason: 'invalid' })
    expect(signer.verify('feedback/abc', { ...q, max: '1001' })).toEqual({ ok: false, reason: 'invalid' })
    const other = new UploadUrlSigner('y'.repeat(32), () => clock.now)
    expect(other.verify('feedback/abc', q)).toEqual({ ok: false, reason: 'invalid' })
    expect(signer.verify('feedback/abc', { ...q, expires: '-1' })).toEqual({ ok: false, reason: 'invalid' })
  })

  it('reports a forged, expired address as invalid, not expired', () => {
    const q = query(signer.sign('feedback/abc', 1000, 900))
    clock.now += 3_600_000
    expect(signer.verify('feedback/abc', { ...q, signature: 'A'.repeat(43) }).ok).toBe(false)
    expect(signer.verify('feedback/abc', { ...q, signature: 'A'.repeat(43) })).toMatchObject({
      reason: 'invalid',
    })
    clock.now = 1_700_000_000_000
  })
})

describe('LocalObjectStorage', () => {
  const dir = tempDir('storage')
  const storage = new LocalObjectStorage(dir, new UploadUrlSigner('z'.repeat(32)), (key) => `/up/${key}`)

  it('streams an upload in, and reads back its size, first bytes and content', async () => {
    const body = Readable.from([TINY_PNG.subarray(0, 3), TINY_PNG.subarray(3, 5), TINY_PNG.subarray(5)])
    expect(await storage.receive('feedback/one', body, { maxBytes: 100 })).toEqual({
      size: TINY_PNG.length,
      contentType: 'image/png',
    })
    expect(await storage.inspect('feedback/one', 8)).toEqual({
      size: TINY_PNG.length,
      head: TINY_PNG.subarray(0, 8),
    })
    const stream = await storage.read('feedback/one')
    const chunks: Buffer[] = []
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).equals(TINY_PNG)).toBe(true)
    await storage.delete('feedback/one')
    expect(await storage.inspect('feedback/one', 8)).toBeNull()
    expect(await storage.read('feedback/one')).toBeNull()
  })

  it('stops at the limit and leaves no partial file', async () => {
    const endless = Readable.from(
      (function* () {
        yield TINY_PNG
        for (;;) yield Buffer.alloc(1024)
      })(),
    )
    const error = await storage
      .receive('feedback/big', endless, { maxBytes: 10_000 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UploadRejectedError)
    expect((error as UploadRejectedError).reason).toBe('too-large')
    expect(readdirSync(path.join(dir, 'feedback'))).not.toContain('big')
    expect(readdirSync(path.join(dir, 'feedback')).filter((f) => f.endsWith('.part'))).toEqual([])
  })

  it('rejects a client that goes away mid-upload', async () => {
    // The client goes once the storage has read what it sent and asks for more.
    let askedForMore = () => {}
    const reading = new Promise<void>((resolve) => {
      askedForMore = resolve
    })
    let sent = false
    const body = new Readable({
      read() {
        if (sent) askedForMore()
        else {
          sent = true
          this.push(TINY_PNG)
        }
      },
    })
    const pending = storage.receive('feedback/gone', body, { maxBytes: 10_000 })
    await reading
    body.destroy(new Error('socket hang up'))
    await expect(pending).rejects.toThrow()
    expect(existsSync(path.join(dir, 'feedback', 'gone'))).toBe(false)
  })

  it('refuses keys that could leave the folder', async () => {
    for (const key of ['../x', 'feedback/../../x', 'feedback/a.b', '/etc/passwd', 'feedback/']) {
      await expect(storage.createUploadUrl(key, { maxBytes: 1, expiresInSeconds: 1 })).rejects.toThrow(
        /Invalid object key/,
      )
      expect(() => storage.pathOf(key)).toThrow(/Invalid object key/)
    }
  })
})

describe('S3ObjectStorage presigning', () => {
  const config = {
    bucket: 'vps-feedback',
    region: 'eu-west-1',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
  }

  it('signs a PUT valid 15 minutes without a checksum of an empty body', async () => {
    const storage = await S3ObjectStorage.create({ ...config, endpoint: undefined, forcePathStyle: false })
    expect(storage.uploadOrigin).toBe('https://vps-feedback.s3.eu-west-1.amazonaws.com')
    const url = new URL(
      await storage.createUploadUrl('feedback/abc123', { maxBytes: 1, expiresInSeconds: 900 }),
    )
    expect(url.origin).toBe(storage.uploadOrigin)
    expect(url.pathname).toBe('/feedback/abc123')
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900')
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    // Since SDK 3.729 a default CRC32 of the (empty) body would make every real upload fail.
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([])
    expect(imagePathFromUploadUrl(url.href)).toBe('/objects/feedback/abc123')
  })

  it('uses path-style addresses on a custom endpoint (MinIO)', async () => {
    const storage = await S3ObjectStorage.create({
      ...config,
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    })
    expect(storage.uploadOrigin).toBe('http://127.0.0.1:9000')
    const url = await storage.createUploadUrl('feedback/abc123', { maxBytes: 1, expiresInSeconds: 900 })
    expect(new URL(url).pathname).toBe('/vps-feedback/feedback/abc123')
    expect(imagePathFromUploadUrl(url)).toBe('/objects/feedback/abc123')
  })
})
