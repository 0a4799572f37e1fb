// A plain Node script using the installed package, as a developer outside this repository would. Run by
// scripts/consumer-test.ts in an empty project that has only the packed tarball installed.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { checkVisaPhoto, compressToTarget, makeVisaPhoto, UnknownCountryError } from '@vps/imaging/node'

const KB = 1024

// A photo into the 50 KB window, [48, 50] KB, from its path and from a Buffer.
const fromPath = await compressToTarget('fixtures/prairie_falcon.jpg', 50)
assert.equal(fromPath.report.status, 'in-window')
assert.ok(
  fromPath.bytes.length > 48 * KB && fromPath.bytes.length <= 50 * KB,
  `${fromPath.bytes.length} bytes`,
)
const fromBuffer = await compressToTarget(await readFile('fixtures/prairie_falcon.jpg'), 50)
assert.equal(fromBuffer.bytes.length, fromPath.bytes.length)

// A portrait becomes a UK photo, 413x531, with its verdict: not ready, the wall behind fails, and the UK
// refuses edited photos so it cannot be replaced.
const uk = await makeVisaPhoto('fixtures/wh_obama_official.jpg', { country: 'united-kingdom' })
assert.deepEqual([uk.report.width, uk.report.height], [413, 531])
assert.equal(uk.ready, false)
const row = (key) => uk.compliance.rows.find((r) => r.key === key)
assert.equal(row('faceFound')?.pass, true)
assert.equal(row('background')?.pass, false)
assert.equal(uk.checks.find((row) => row.key === 'background')?.status, 'fail')
assert.match(uk.receipt, /data-verdict="not-ready"/)

// Japan allows the wall to be replaced: a home portrait is ready, and checked again as a file made elsewhere.
const japan = await makeVisaPhoto('fixtures/cc0_debruine_home_60cm.jpg', {
  country: 'japan',
  replaceBackground: true,
})
assert.equal(japan.ready, true)
assert.ok(japan.receipt.includes(japan.report.sha256))
const again = await checkVisaPhoto(japan.bytes, { country: 'japan' })
assert.equal(again.ready, true)

await assert.rejects(makeVisaPhoto(uk.bytes, { country: 'atlantis' }), UnknownCountryError)

console.log(
  `consumer script: ${(fromPath.bytes.length / KB).toFixed(1)} KB at 50 KB; UK ${uk.report.width}x${uk.report.height} not ready (background); Japan ready, ${japan.report.kb.toFixed(1)} KB`,
)
