import { beforeAll, describe, expect, it } from 'vitest'
import { photoPath } from '../../test-support/testdata.ts'
import { localProbe } from '../engine/compress.ts'
import { buildMosaic, buildSmoothingSample } from '../engine/mosaic.ts'
import { type Knobs, SizeModel } from '../engine/size-model.ts'
import { COMPRESS_TUNING } from '../options.ts'
import type { RasterImage } from '../types.ts'
import { initCodecsFromNodeModules, nodeCodecs } from './codecs.ts'
import { decodeFile } from './decode.ts'

function greyCopy(image: RasterImage): RasterImage {
  const data = new Uint8ClampedArray(image.data.length)
  for (let i = 0; i < data.length; i += 4) {
    const y = 0.299 * (image.data[i] as number) + 0.587 * (image.data[i + 1] as number)
    const g = Math.round(y + 0.114 * (image.data[i + 2] as number))
    data.set([g, g, g, 255], i)
  }
  return { data, width: image.width, height: image.height }
}

describe("a grey picture's smoothing, measured on large tiles", () => {
  beforeAll(() => initCodecsFromNodeModules())

  it('predicts that smoothing 60 shrinks a grey 1800x1200 photo, as its full encode does, where 16 px tiles say it grows', async () => {
    const image = greyCopy(await decodeFile(photoPath('images', 'exif-orientation-6.jpg')))
    const plain: Knobs = [85, 85, 0]
    const smoothed: Knobs = [85, 85, 60]
    const full = async (k: Knobs) =>
      (
        await nodeCodecs.encode(image, {
          quality: k[0],
          chromaQuality: k[1],
          smoothing: k[2],
          subsampling: '4:2:0',
          quantTable: COMPRESS_TUNING.quantTable,
        })
      ).length
    const truth = (await full(smoothed)) / (await full(plain))
    const probe = localProbe(nodeCodecs)
    const mosaic = buildMosaic(image, COMPRESS_TUNING)
    const model = (sample?: ReturnType<typeof buildMosaic>) =>
      new SizeModel(mosaic, '4:2:0', probe, COMPRESS_TUNING, COMPRESS_TUNING.quantTable, 1, undefined, sample)
    const ratioOf = async (m: SizeModel) => {
      await m.ensure([plain, smoothed])
      return (m.predict(smoothed) as number) / (m.predict(plain) as number)
    }
    const sample = buildSmoothingSample(image, COMPRESS_TUNING)
    // Measured: the file 0.972, 256 px tiles 0.992, the 16 px probe mosaic 1.067.
    expect(truth).toBeLessThan(0.99)
    expect(await ratioOf(model())).toBeGreaterThan(1.03)
    const withSample = await ratioOf(model(sample))
    expect(withSample).toBeLessThan(1)
    expect(Math.abs(withSample - truth)).toBeLessThan(0.03)
  })
})
