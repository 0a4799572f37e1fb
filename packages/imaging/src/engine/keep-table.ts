import { raceAbort } from '../errors.ts'
import { toLuma } from '../pixels/luma.ts'
import { ssimLuma } from '../pixels/ssim.ts'
import type { RasterImage } from '../types.ts'
import { Lander, type LandingContext } from './lander.ts'
import { tiedKnobs } from './lines.ts'

/**
 * For a picture kept at its own size: the lander on whichever quantisation table set (the default or one of
 * `keepTableAlternatives`) looks best at the target. Each table's setting predicted at the target encodes
 * the lander's mosaic (tiles at the picture's own scale), and the one whose decode scores the best luma SSIM
 * against it wins. The tables rank pictures differently: table 7 suits small and detailed ones, libjpeg's
 * own (0) the smooth gradients of large photos (measured in Node on the 16 corpus pairs kept at full size
 * with a difference: the mosaic picked the better table on all 16, gain-map-ultrahdr.jpg at 200 KB +0.0011
 * luma SSIM, flower-4096.jpg at 500 KB +0.0031, a 2 MP photo at 200 KB stayed on 7, which was 0.026 ahead).
 */
export async function clearerTable(image: RasterImage, lander: Lander, ctx: LandingContext): Promise<Lander> {
  const { tuning } = ctx
  const mosaic = lander.model.mosaic
  if (mosaic.exact || image.width * image.height < tuning.tableChoiceMinPixels) return lander
  const reference = toLuma(mosaic.image)
  const score = async (candidate: Lander) => {
    const tied = await candidate.tied()
    if (tied.kind !== 'ok') return -1
    const settings = candidate.model.settings(tiedKnobs(tuning, tied.quality))
    const bytes = await raceAbort(ctx.codecs.encode(mosaic.image, settings), ctx.signal)
    ctx.counters.probeEncodes++
    const back = await raceAbort(ctx.codecs.decode(bytes), ctx.signal)
    return ssimLuma(toLuma(back), reference)
  }
  let best = { lander, ssim: await score(lander) }
  for (const quantTable of tuning.keepTableAlternatives) {
    if (quantTable === tuning.quantTable) continue
    const other = new Lander(image, lander.subsampling, { ...ctx, tuning: { ...tuning, quantTable } })
    const ssim = await score(other)
    if (ssim > best.ssim + tuning.tableChoiceMargin) best = { lander: other, ssim }
  }
  return best.lander
}
