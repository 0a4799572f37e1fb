// Makes the derived test fixtures in tests/fixtures from the committed originals, deterministically, so
// anyone can see how each was made and make it again: `pnpm --filter @vps/imaging exec tsx scripts/derive-fixtures.ts`.
// tests/fixtures/SOURCES.md lists every file and its origin.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import encodePng, { init as initPng } from '@jsquash/png/encode.js'
import encodeWebp, { init as initWebp } from '@jsquash/webp/encode.js'
import { compileWasm, WASM_FILES } from '../src/node/codecs.ts'
import { decodeFile } from '../src/node/decode.ts'
import { boxResize } from '../src/pixels/box-resize.ts'

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/fixtures')
const out = (dir: string, name: string, bytes: ArrayBuffer | Uint8Array) =>
  writeFile(path.join(fixtures, dir, name), new Uint8Array(bytes))

// The falcon photo with an alpha channel: fully transparent corners, opaque inside an ellipse, a soft edge
// between, so decoders must flatten partial transparency onto white. At 320x213: a photo's RGBA PNG is large.
const falcon = boxResize(await decodeFile(path.join(fixtures, 'images', 'prairie_falcon.jpg')), 320, 213)
const { width, height } = falcon
const rgba = new Uint8ClampedArray(falcon.data)
for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    const r = Math.hypot((x - width / 2) / (width / 2), (y - height / 2) / (height / 2))
    rgba[(y * width + x) * 4 + 3] = Math.round(255 * Math.min(1, Math.max(0, (1 - r) / 0.25)))
  }
}
const image = { data: rgba, width, height, colorSpace: 'srgb' } as ImageData
await initPng(await compileWasm(WASM_FILES.png))
await out('images', 'falcon-alpha.png', await encodePng(image))
const webpEncoder = await compileWasm('@jsquash/webp/codec/enc/webp_enc.wasm')
await initWebp({
  instantiateWasm: (imports, done) => {
    WebAssembly.instantiate(webpEncoder, imports).then((instance) => done(instance))
    return {}
  },
} as Parameters<typeof initWebp>[0])
await out('images', 'falcon-alpha.webp', await encodeWebp(image, { quality: 80 }))

// Bad inputs: what a visitor's file picker can hand us that is not a usable image.
const jpeg = await readFile(path.join(fixtures, 'images', 'prairie_falcon.jpg'))
await out('bad', 'empty.jpg', new Uint8Array(0))
await out('bad', 'truncated.jpg', jpeg.subarray(0, jpeg.length >> 1))
await out(
  'bad',
  'pdf-renamed.jpg',
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
)
await out('bad', 'text-renamed.jpg', new TextEncoder().encode('this is not a jpeg at all\n'))
// A real PNG signature and header that claims 30000x30000 (900 MP), then nothing: dimension checks must
// refuse it from the header alone, before any decoder is asked to allocate 3.6 GB.
await out('bad', 'huge-dimensions.png', pngHeaderOnly(30_000, 30_000))

function pngHeaderOnly(w: number, h: number): Uint8Array {
  const ihdr = new Uint8Array(13)
  const view = new DataView(ihdr.buffer)
  view.setUint32(0, w)
  view.setUint32(4, h)
  ihdr.set([8, 6, 0, 0, 0], 8) // 8-bit RGBA, deflate, no filter, no interlace
  const type = new TextEncoder().encode('IHDR')
  const chunk = new Uint8Array(4 + 4 + 13 + 4)
  const cv = new DataView(chunk.buffer)
  cv.setUint32(0, 13)
  chunk.set(type, 4)
  chunk.set(ihdr, 8)
  cv.setUint32(21, crc32(chunk.subarray(4, 21)))
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk])
}

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) {
    c ^= b
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  }
  return (c ^ 0xffffffff) >>> 0
}
