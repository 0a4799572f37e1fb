import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CHECK_DETAILS, COMPRESSION, countryNotFoundMessage, EMPTY_EXPORT } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { fixture } from '../../test-support/testdata.ts'
import {
  EmptyExportError,
  ImageDecodeError,
  ModelLoadError,
  UnknownCountryError,
  UnknownDocumentError,
} from '../errors.ts'
import { readImageDimensions } from '../formats/dimensions.ts'
import { type ComplianceResult, passes } from '../photo/compliance.ts'
import {
  checkVisaPhoto,
  compressToTarget,
  makeVisaPhoto,
  modelSearchDirs,
  YUNET_MODEL_FILE,
} from './index.ts'

const KB = COMPRESSION.bytesPerKb
const OBAMA = fixture('portraits', 'wh_obama_official.jpg')
// A neutral phone portrait at home (a door and tiles behind): ready once the wall is replaced.
const HOME = fixture('portraits', 'cc0_debruine_home_60cm.jpg')

/** The boolean checks that do not pass, by name ('overall' aside). */
const failing = (compliance: ComplianceResult) => compliance.rows.filter((r) => !r.pass).map((r) => r.key)

describe('compressToTarget from a path or bytes', () => {
  it('lands a photo given by its path in the [48, 50] KB window, codecs loading themselves', async () => {
    const { bytes, report } = await compressToTarget(fixture('images', 'prairie_falcon.jpg'), 50)
    expect(bytes.length).toBe(report.bytes)
    expect(bytes.length).toBeGreaterThan(48 * KB)
    expect(bytes.length).toBeLessThanOrEqual(50 * KB)
    expect(readImageDimensions(bytes)?.format).toBe('jpeg')
  })

  it('takes a Buffer as well, and names a file it cannot read', async () => {
    const buffer = readFileSync(fixture('images', 'prairie_falcon.jpg'))
    const { bytes } = await compressToTarget(buffer, 30)
    expect(bytes.length).toBeLessThanOrEqual(30 * KB)
    await expect(compressToTarget(Buffer.from('%PDF-1.7 not an image'), 50)).rejects.toBeInstanceOf(
      ImageDecodeError,
    )
  })
})

describe('makeVisaPhoto', () => {
  it("makes Japan's photo from a portrait with the wall replaced: its size, KB window and every check", async () => {
    const photo = await makeVisaPhoto(HOME, { country: 'japan', replaceBackground: true })
    expect(readImageDimensions(photo.bytes)).toMatchObject({
      format: 'jpeg',
      width: photo.frame.width,
      height: photo.frame.height,
    })
    expect(photo.report.checks).toEqual({ format: true, dimensions: true, fileSize: true, dpi: true })
    expect(photo.report.kb).toBeLessThanOrEqual(photo.frame.fileSizeKb.max)
    expect(failing(photo.compliance)).toEqual([])
    expect(photo.ready).toBe(true)
    // The head in the middle of Japan's band.
    const { min, max } = photo.frame.coverage
    expect(photo.compliance.details.headPercent).toBeGreaterThanOrEqual(min)
    expect(photo.compliance.details.headPercent).toBeLessThanOrEqual(max)

    // The receipt: the destination and document, every row of the panel, and the file by its SHA-256.
    const sha = createHash('sha256').update(photo.bytes).digest('hex')
    expect(photo.report.sha256).toBe(sha)
    expect(photo.receipt).toContain('data-verdict="ready"')
    expect(photo.receipt).toContain('<title>Visa photo report: Japan, Visa photo</title>')
    expect(photo.receipt).toContain('<th scope="row">Made with</th><td>@vps/imaging 0.1.0 (Node.js)</td>')
    expect(photo.receipt).toContain(
      '<p>Visa Photo Studio&#39;s requirements for the destination, as the site states them</p>',
    )
    expect(photo.receipt).toContain(`<code data-sha256>${sha}</code>`)
    expect(photo.checks.map((row) => row.key)).toEqual(
      expect.arrayContaining([
        'dimensions',
        'background',
        'face',
        'faceFound',
        'headStraight',
        'quality-sharpness',
      ]),
    )
    for (const row of photo.checks) expect(photo.receipt).toContain(`<tr><td>${row.label}</td>`)
    // No touch-up was painted, so the report says nothing of it.
    expect(photo.receipt).not.toContain('Touch-up')
  })

  it('paints touch-up strokes given in the portrait’s pixels, and its receipt counts them', async () => {
    // A 'keep' dab on the home wall above her head: the photo's own wall comes back there.
    const photo = await makeVisaPhoto(HOME, {
      country: 'japan',
      replaceBackground: true,
      touchUps: [{ mode: 'keep', points: [{ x: 560, y: 470 }], radius: 20 }],
    })
    expect(photo.receipt).toContain(
      '<tr data-touch-up><th scope="row">Touch-up</th><td>1 stroke (1 keep, 0 remove)</td></tr>',
    )
  })

  it('is not ready where the wall behind fails, and says which check', async () => {
    const photo = await makeVisaPhoto(OBAMA, { country: 'united-kingdom' })
    expect(photo.frame).toMatchObject({ width: 413, height: 531 })
    expect(passes(photo.compliance, 'faceFound')).toBe(true)
    expect(passes(photo.compliance, 'background')).toBe(false)
    expect(photo.ready).toBe(false)
  })

  it('is not ready when asked to replace the wall where the authority refuses edited photos', async () => {
    const photo = await makeVisaPhoto(OBAMA, { country: 'united-states', replaceBackground: true })
    // Whatever else the replaced wall shows (with the int8 models the leftover search names a half-erased ear
    // on this one, which is there to see), the refusal of edits is named.
    expect(failing(photo.compliance)).toContain('editsAccepted')
    expect(photo.ready).toBe(false)
  })

  it('refuses an unknown country with the spec message, and an unknown document with the ones there are', async () => {
    await expect(makeVisaPhoto(OBAMA, { country: 'atlantis' })).rejects.toThrow(
      new UnknownCountryError('atlantis'),
    )
    await expect(makeVisaPhoto(OBAMA, { country: 'atlantis' })).rejects.toThrow(
      countryNotFoundMessage('atlantis'),
    )
    const error = await makeVisaPhoto(OBAMA, { country: 'united-kingdom', document: 'nope' }).catch((e) => e)
    expect(error).toBeInstanceOf(UnknownDocumentError)
    expect(error.documents[0]).toBe('visa-photo')
    expect(error.message).toMatch(/^united-kingdom has no document "nope"; its documents are: visa-photo, /)
  })
})

describe('models handed in as bytes', () => {
  it('builds its sessions from them: the same detector gives the same head, a broken one finds no face', async () => {
    const yunet = new Uint8Array(readFileSync(path.join(modelSearchDirs({})[0] as string, YUNET_MODEL_FILE)))
    const own = await makeVisaPhoto(OBAMA, { country: 'japan' })
    const handed = await makeVisaPhoto(OBAMA, { country: 'japan', models: { face: yunet } })
    expect(handed.compliance.details.headPercent).toBe(own.compliance.details.headPercent)
    const broken = await makeVisaPhoto(OBAMA, {
      country: 'japan',
      models: { face: new Uint8Array([1, 2, 3]) },
    })
    // A detector that cannot run has not searched the photo: no face is not known, so the photo is still
    // made (not ready), unlike a photo the detector searched and found empty.
    expect(broken.ready).toBe(false)
    expect(broken.compliance.details.faces).toMatchObject({ checked: true, found: 0, unavailable: true })
    expect(broken.checks.find((row) => row.key === 'faceFound')).toMatchObject({
      status: 'fail',
      detail: CHECK_DETAILS.noFace,
    })
  })

  it('makes no file of a photo in which the detector found no face, and says why', async () => {
    const cat = await makeVisaPhoto(fixture('portraits', 'skimage_cat_noface.png'), {
      country: 'japan',
    }).catch((e) => e)
    expect(cat).toBeInstanceOf(EmptyExportError)
    expect(cat).toMatchObject({ reason: 'noFace', message: EMPTY_EXPORT.noFace })
  })

  it('says which model failed when the wall is to be replaced and the person mask cannot load', async () => {
    const made = makeVisaPhoto(OBAMA, {
      country: 'japan',
      replaceBackground: true,
      models: { person: new Uint8Array([1, 2, 3]) },
    })
    await expect(made).rejects.toBeInstanceOf(ModelLoadError)
    await expect(made).rejects.toThrow('The person mask model could not be loaded')
  })
})

describe('checkVisaPhoto', () => {
  it('passes the file makeVisaPhoto made, and fails the portrait it was made from on its pixel size', async () => {
    const made = await makeVisaPhoto(HOME, { country: 'japan', replaceBackground: true })
    const again = await checkVisaPhoto(made.bytes, { country: 'japan' })
    expect(again.file.checks).toEqual({ format: true, dimensions: true, fileSize: true, dpi: true })
    expect(again.ready).toBe(true)

    const original = await checkVisaPhoto(HOME, { country: 'japan' })
    expect(original.file.checks.dimensions).toBe(false)
    expect(original.ready).toBe(false)
  })
})
