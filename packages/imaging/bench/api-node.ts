// The Node API's speed per call, cold (the call alone in a fresh process, so codecs and models load on first
// use) and warm (the median of five more in one process), on the committed fixtures:
//   pnpm --filter @vps/imaging bench:api [--built]
// Figures, not a pass/fail test; the table in docs/benchmarks.md comes from here.
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

// --built times the package as it is installed (dist/, after `pnpm --filter @vps/imaging build`), not the
// sources through tsx: what a user's cold start pays.
const BUILT = process.argv.includes('--built')
const api: typeof import('../src/node/index.ts') = await import(
  BUILT ? path.resolve(import.meta.dirname, '../dist/node.js') : '../src/node/index.ts'
)
const { checkVisaPhoto, compressToTarget, makeVisaPhoto } = api

import { fixture } from '../test-support/testdata.ts'

const WARM_RUNS = 5
const PORTRAIT = fixture('portraits', 'wh_biden_official_painting_bg.jpg')
const PHOTO = fixture('images', 'prairie_falcon.jpg')
// A photo made once by the parent, so the child checking it cold has loaded nothing.
const MADE =
  process.env.VPS_BENCH_MADE ?? path.join(mkdtempSync(path.join(tmpdir(), 'vps-bench-api-')), 'made.jpg')

const CALLS: [string, () => Promise<unknown>][] = [
  ['compressToTarget(photo 1.2 MP, 50 KB)', () => compressToTarget(PHOTO, 50)],
  [
    'makeVisaPhoto(portrait, japan, wall replaced)',
    () => makeVisaPhoto(PORTRAIT, { country: 'japan', replaceBackground: true }),
  ],
  ['makeVisaPhoto(portrait, united-kingdom)', () => makeVisaPhoto(PORTRAIT, { country: 'united-kingdom' })],
  ['checkVisaPhoto(made photo, japan)', () => checkVisaPhoto(MADE, { country: 'japan' })],
]

async function time(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await call()
  return performance.now() - start
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const coldIndex = process.argv.indexOf('--cold')
if (coldIndex !== -1) {
  // A child: one call, first of its process.
  const call = CALLS[Number(process.argv[coldIndex + 1])]
  if (!call) process.exit(2)
  console.log(Math.round(await time(call[1])))
} else {
  writeFileSync(MADE, (await makeVisaPhoto(PORTRAIT, { country: 'japan', replaceBackground: true })).bytes)
  console.log(
    `\nNode ${process.version}, ${new Date().toISOString().slice(0, 10)}, \`pnpm --filter @vps/imaging bench:api${BUILT ? ' --built' : ''}\` (${BUILT ? 'the built package' : 'the sources'})\n`,
  )
  console.log('| call | cold: first call in a fresh process (ms) | warm: median of 5 (ms) |')
  console.log('| --- | --- | --- |')
  for (const [index, [name, call]] of CALLS.entries()) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...process.execArgv, import.meta.filename, '--cold', String(index), ...(BUILT ? ['--built'] : [])],
      { env: { ...process.env, VPS_BENCH_MADE: MADE } },
    )
    const warm: number[] = []
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await time(call))
    console.log(`| ${name} | ${stdout.trim()} | ${Math.round(median(warm))} |`)
  }
}
