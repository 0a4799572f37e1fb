// Makes the committed matting fixture (tests/fixtures/matting/, tests/fixtures/SOURCES.md): one bench
// foreground framed like a 413x531 export, stored as straight colour plus its true alpha. The foreground is
// built from the committed, public-domain Obama portrait (make-foregrounds.ts, "short-dark-hair"), so the
// fixture is ours to commit. Run once after make-foregrounds.ts:
//   TESTDATA_DIR=<corpora> npx tsx bench/matting/make-fixture.ts
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { encodePng } from '../../test-support/node-codecs.ts'
import { fixturesDir, testdataDir } from '../../test-support/testdata.ts'
import { frameForeground, loadForegrounds } from './foreground.ts'

if (!testdataDir) throw new Error('make-fixture needs TESTDATA_DIR (the bench foregrounds)')
const NAME = 'short-dark-hair'
const [WIDTH, HEIGHT] = [413, 531]
const foreground = (await loadForegrounds(path.join(testdataDir, 'matting'))).find((f) => f.name === NAME)
if (!foreground) throw new Error(`${NAME} is not among the bench foregrounds: run make-foregrounds.ts`)
const framed = frameForeground(foreground, WIDTH, HEIGHT)
const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4)
for (let i = 0; i < WIDTH * HEIGHT; i++) {
  const a = framed.alpha[i] as number
  for (let c = 0; c < 3; c++)
    data[i * 4 + c] = a > 0 ? Math.round((framed.premul[i * 3 + c] as number) / a) : 0
  data[i * 4 + 3] = Math.round(a * 255)
}
const out = path.join(fixturesDir, 'matting', `${NAME}-${WIDTH}x${HEIGHT}.png`)
await mkdir(path.dirname(out), { recursive: true })
await writeFile(out, await encodePng({ width: WIDTH, height: HEIGHT, data }))
console.log(`wrote ${out}`)
