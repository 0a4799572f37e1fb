/// <reference path="./libheif-js.d.ts" />
import { ImageDecodeError } from '../errors.ts'
import { assertDecodable } from '../guard.ts'
import type { RasterImage } from '../types.ts'

// libheif (LGPL-3.0), compiled to WebAssembly by the libheif-js package, imported only when a HEIF file
// arrives: its 1.9 MB bundle is a file of its own that a visitor with a JPEG never downloads. It is used
// unmodified and stays a separate, replaceable file, which is how the product meets the LGPL
// (docs/heic.md). How it is imported is the caller's: Node imports the package's module, the browser the
// one copy the build emits (browser/decode.ts).

/** The package's ES module (`libheif-js/libheif-wasm/libheif-bundle.mjs`), however it was reached. */
export type LibHeifModule = typeof import('libheif-js/libheif-wasm/libheif-bundle.mjs')
type LibHeif = ReturnType<LibHeifModule['default']>

let libheif: Promise<LibHeif> | undefined

function loadLibheif(importModule: () => Promise<LibHeifModule>): Promise<LibHeif> {
  libheif ??= importModule().then((module) => module.default())
  // A failed download is forgotten, so the next HEIC file tries again.
  libheif.catch(() => {
    libheif = undefined
  })
  return libheif
}

/**
 * Decodes a HEIF file's primary image to RGBA, as libheif shows it (its rotation and mirroring applied).
 * Refuses more than `maxPixels` before any pixel is allocated (ImageTooLargeError), and a damaged or cut
 * file with ImageDecodeError: libheif answers those with no image at all rather than an error.
 */
export async function decodeHeif(
  bytes: Uint8Array,
  maxPixels: number,
  importModule: () => Promise<LibHeifModule>,
): Promise<RasterImage> {
  const lib = await loadLibheif(importModule)
  let images: ReturnType<InstanceType<LibHeif['HeifDecoder']>['decode']>
  try {
    images = new lib.HeifDecoder().decode(bytes)
  } catch (cause) {
    throw new ImageDecodeError('The HEIC file could not be read', { cause })
  }
  try {
    const image = images.find((candidate) => candidate.is_primary()) ?? images[0]
    if (!image) throw new ImageDecodeError('The HEIC file is damaged or truncated')
    const width = image.get_width()
    const height = image.get_height()
    assertDecodable({ width, height }, maxPixels)
    const data = new Uint8ClampedArray(width * height * 4)
    const shown = await new Promise<boolean>((resolve) =>
      image.display({ data, width, height }, (result) => resolve(result !== null)),
    )
    if (!shown) throw new ImageDecodeError('The HEIC image could not be decoded')
    return { data, width, height }
  } finally {
    for (const image of images) image.free()
  }
}
