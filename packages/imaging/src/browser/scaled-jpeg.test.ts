import { describe, expect, it } from 'vitest'
import { COMPRESS_TUNING } from '../options.ts'
import { scaledJpegSize } from './scaled-jpeg.ts'

const budget = COMPRESS_TUNING.maxResizedPixels

describe('scaledJpegSize', () => {
  it.each([
    // 24 MP: 3/8 is 2250x1500, 3.375 MP (12.5 % over 3 MP); 4/8 would be 6 MP.
    [6000, 4000, 2250, 1500],
    [4096, 3072, 2048, 1536],
    // 16 MP: 4/8 is 4 MP, too many; 3/8 is 2.27 MP, 76 % of the budget.
    [4640, 3472, 1740, 1302],
    [3840, 2160, 2400, 1350],
  ])('takes the largest whole n/8 within the slack over the budget: %ix%i → %ix%i', (w, h, width, height) => {
    expect(scaledJpegSize({ width: w, height: h }, budget, COMPRESS_TUNING)).toEqual({ width, height })
  })

  it('declines where libjpeg would round a side (the copy would sit off its grid)', () => {
    // 4217/2 and 2725·6/8 are not whole numbers.
    expect(scaledJpegSize({ width: 4217, height: 2817 }, budget, COMPRESS_TUNING)).toBeUndefined()
    expect(scaledJpegSize({ width: 2725, height: 2225 }, budget, COMPRESS_TUNING)).toBeUndefined()
  })

  it('declines when the nearest n/8 under the slack has too few pixels', () => {
    // 8000x6000: 2/8 is exactly 3 MP, but 2000x1500 at a 4.5 MP budget is 67 %, under the 70 % floor.
    expect(scaledJpegSize({ width: 8000, height: 6000 }, 4_500_000, COMPRESS_TUNING)).toBeUndefined()
    expect(scaledJpegSize({ width: 8000, height: 6000 }, 3_000_000, COMPRESS_TUNING)).toEqual({
      width: 2000,
      height: 1500,
    })
  })
})
