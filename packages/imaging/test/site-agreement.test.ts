// The site and the Node package give one answer (docs/imaging-node.md): the page's photo API (the functions
// the photo worker runs, over Node's decoder, models and codecs here) and `vps-imaging` agree on every row of
// the Vietnam document, for the committed portraits, with the wall kept and with it replaced.
import { readFile } from 'node:fs/promises'
import { builtInDestination, documentOf, replacementAllowed } from '@vps/specs'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPhotoApi, type PhotoApiDeps } from '../src/browser/photo-api.ts'
import { segmentImage } from '../src/matting/segment-image.ts'
import { checkVisaPhoto, makeVisaPhoto } from '../src/node/api.ts'
import { initCodecsFromNodeModules, nodeCodecs } from '../src/node/codecs.ts'
import { decodeFile } from '../src/node/decode.ts'
import { detectFace, getSegmentationModel } from '../src/node/face.ts'
import { documentFrame, withBackdrop } from '../src/photo/frame.ts'
import { NEUTRAL_PLACEMENT } from '../src/photo/placement.ts'
import { fixture } from '../test-support/testdata.ts'

const PORTRAITS = ['wh_obama_official.jpg', 'wh_biden_official_painting_bg.jpg', 'skimage_astronaut.png']

// The page's photo API over Node's pieces; the preview bitmap is the page's canvas only, never checked.
const nodeDeps: PhotoApiDeps = {
  decode: async (file) => ({ image: await decodeFile(new Uint8Array(await file.arrayBuffer())) }),
  detect: (image) => detectFace(image),
  preloadModel: () => {},
  codecs: async () => {
    await initCodecsFromNodeModules()
    return nodeCodecs
  },
  preview: async () => ({ close() {} }) as ImageBitmap,
  segment: async (image, signal) => segmentImage(image, await getSegmentationModel(), signal),
}

// What the Vietnam page builds: the served destination's default document, and the visitor's wall choice.
const vietnam = builtInDestination('vietnam')
if (!vietnam) throw new Error('Vietnam is built in')
const document = documentOf({ ...vietnam, code: vietnam.slug }, undefined)
const pageFrame = (replace: boolean) => withBackdrop(documentFrame('vietnam', document), { replace })

async function pageLoad(name: string) {
  const api = createPhotoApi(nodeDeps)
  const bytes = await readFile(fixture('portraits', name))
  const loaded = await api.load(new Blob([bytes]))
  return { api, id: loaded.id }
}

describe('the Vietnam page and vps-imaging give one answer', () => {
  beforeAll(() => initCodecsFromNodeModules(), 60_000)

  it('replaces the wall by default on the page, as the document allows it', () => {
    expect(replacementAllowed(document.editPolicy)).toBe(true)
    expect([document.background_rule, document.file_size_rule, document.file_size_kb.min]).toEqual([
      'whitish',
      'encode-ladder',
      null,
    ])
  })

  it.each(PORTRAITS.flatMap((name) => [false, true].map((replace) => [name, replace] as const)))(
    '%s, wall replaced %s: `visa` and the page after Auto Center show the same rows and verdict',
    async (name, replace) => {
      const made = await makeVisaPhoto(fixture('portraits', name), {
        country: 'vietnam',
        replaceBackground: replace,
      })
      const { api, id } = await pageLoad(name)
      const page = await api.optimize(id, pageFrame(replace))
      expect(page.compliance.rows).toEqual(made.checks)
      expect(page.compliance.overall).toBe(made.compliance.overall)
      expect(made.frame).toEqual(pageFrame(replace))
    },
  )

  it.each(PORTRAITS)(
    '%s: `check` and the page with the photo as it stands show the same rows',
    async (name) => {
      const checked = await checkVisaPhoto(fixture('portraits', name), { country: 'vietnam' })
      const { api, id } = await pageLoad(name)
      await api.optimize(id, pageFrame(false))
      const page = await api.check(id, NEUTRAL_PLACEMENT, pageFrame(false))
      expect(page.compliance.rows).toEqual(checked.checks)
      // The Vietnam rules, not the generic ones: whitish wall, the encode ladder's own words.
      const row = (key: string) => checked.checks.find((r) => r.key === key)
      expect(row('background')?.detail).toMatch(/look white/)
      // The saved file itself, read both ways: at most 240,000 bytes.
      expect(row('fileSize')?.detail).toMatch(
        /^Saved at (\d{2},\d{3}|2[0-3]\d,\d{3}|240,000) bytes \(\d+\.\d KB of 1,024 bytes; \d+\.\d kB of 1,000\); the form takes at most 240 KB$/,
      )
    },
  )
})
