// The same package from a Vitest test in the empty project (scripts/consumer-test.ts).
import { readFile } from 'node:fs/promises'
import { compressToTarget, ImageDecodeError, makeVisaPhoto, readImageDimensions } from '@vps/imaging/node'
import { describe, expect, it } from 'vitest'

describe('@vps/imaging installed from its tarball', () => {
  it('compresses a photo into the [48, 50] KB window', async () => {
    const { bytes, report } = await compressToTarget('fixtures/prairie_falcon.jpg', 50)
    expect(report.status).toBe('in-window')
    expect(bytes.length).toBeGreaterThan(48 * 1024)
    expect(bytes.length).toBeLessThanOrEqual(50 * 1024)
    expect(readImageDimensions(bytes)?.format).toBe('jpeg')
  })

  it('makes a UK photo from a portrait, with its verdict and receipt', async () => {
    const photo = await makeVisaPhoto(await readFile('fixtures/wh_obama_official.jpg'), {
      country: 'united-kingdom',
    })
    expect(readImageDimensions(photo.bytes)).toMatchObject({ format: 'jpeg', width: 413, height: 531 })
    expect(photo.ready).toBe(false)
    expect(photo.checks.filter((row) => row.status === 'fail').map((row) => row.key)).toContain('background')
    expect(photo.receipt).toContain(`<code data-sha256>${photo.report.sha256}</code>`)
  })

  it('names a file that is not an image', async () => {
    await expect(compressToTarget(Buffer.from('%PDF-1.7'), 50)).rejects.toBeInstanceOf(ImageDecodeError)
  })
})
