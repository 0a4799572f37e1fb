import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { COMPRESSION, countryNotFoundMessage } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { fixture } from '../../test-support/testdata.ts'
import { readImageDimensions } from '../formats/dimensions.ts'
import { EXIT, runCli } from './cli.ts'

const KB = COMPRESSION.bytesPerKb
const BIDEN = fixture('portraits', 'wh_biden_official_painting_bg.jpg')
const OBAMA = fixture('portraits', 'wh_obama_official.jpg')
// A neutral phone portrait at home (a door and tiles behind): ready once the wall is replaced.
const HOME = fixture('portraits', 'cc0_debruine_home_60cm.jpg')
const dir = mkdtempSync(path.join(tmpdir(), 'vps-cli-'))

/** Runs a command line in this process; returns its exit code and what it printed. */
async function run(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), progress: false })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('vps-imaging', () => {
  it('compress writes a file in the window and reports it as JSON', async () => {
    const output = path.join(dir, 'falcon-50.jpg')
    const { code, out } = await run(
      'compress',
      fixture('images', 'prairie_falcon.jpg'),
      '--kb',
      '50',
      '-o',
      output,
      '--json',
    )
    expect(code).toBe(EXIT.done)
    const report = JSON.parse(out)
    expect(report).toMatchObject({ output, status: 'in-window', targetKB: 50 })
    const bytes = readFileSync(output)
    expect(bytes.length).toBe(report.bytes)
    expect(bytes.length).toBeGreaterThan(48 * KB)
    expect(bytes.length).toBeLessThanOrEqual(50 * KB)
  })

  it('visa makes a ready photo with its report, or says which checks fail with exit code 5', async () => {
    const output = path.join(dir, 'japan.jpg')
    const reportFile = path.join(dir, 'japan.json')
    const receiptFile = path.join(dir, 'japan.html')
    const made = await run(
      'visa',
      HOME,
      '--country',
      'japan',
      '--replace-background',
      '-o',
      output,
      '--report',
      reportFile,
      '--receipt',
      receiptFile,
    )
    expect(made.code).toBe(EXIT.done)
    // Ready, and the row the panel asks the visitor to look at in its words: a selfie's chin, a little raised.
    const [verdict, ...toLookAt] = made.out.split('\n')
    expect(verdict).toMatch(/japan\.jpg: ready \(600x600\)$/)
    expect(toLookAt).toEqual([expect.stringMatching(/^ {2}Head level: Check\. Chin raised about 1\d° /)])
    const report = JSON.parse(readFileSync(reportFile, 'utf8'))
    expect(report).toMatchObject({ ready: true, failing: [] })
    expect(readImageDimensions(readFileSync(output))).toMatchObject({
      format: 'jpeg',
      width: report.report.width,
      height: report.report.height,
    })
    // The receipt names the file written beside it by its SHA-256.
    const sha = createHash('sha256').update(readFileSync(output)).digest('hex')
    expect(readFileSync(receiptFile, 'utf8')).toContain(`<code data-sha256>${sha}</code>`)

    // Biden's broad smile, on the same page with the wall replaced: the only rows that fail, in their words.
    const smile = await run(
      'visa',
      BIDEN,
      '--country',
      'japan',
      '--replace-background',
      '-o',
      path.join(dir, 'b.jpg'),
    )
    expect(smile.code).toBe(EXIT.notReady)
    expect(smile.out).toContain('not ready (600x600); failing: quality-mouthClosed, quality-expression')
    expect(smile.out).toMatch(/\n {2}Mouth closed: Fail\. Lips apart by \d+% of the mouth's width/)

    const uk = await run('visa', OBAMA, '--country', 'united-kingdom', '-o', path.join(dir, 'uk.jpg'))
    expect(uk.code).toBe(EXIT.notReady)
    expect(uk.out).toContain('not ready (413x531); failing: background')
    // The failing row in the panel's words, with what was measured.
    expect(uk.out).toContain('\n  Background: Fail. 0 of 4 background points match the colour (3 needed)')
    expect(uk.out).toMatch(
      /\n {2}Plain background: Fail\. The wall beside your head varies by \d+% in brightness/,
    )
  })

  it('visa paints touch-up strokes from a JSON file, its receipt counts them, and a bad file is a usage error', async () => {
    const strokes = path.join(dir, 'strokes.json')
    writeFileSync(
      strokes,
      JSON.stringify([
        { mode: 'keep', points: [{ x: 560, y: 470 }], radius: 20 },
        {
          mode: 'remove',
          points: [
            { x: 400, y: 700 },
            { x: 420, y: 720 },
          ],
          radius: 10,
        },
      ]),
    )
    const receiptFile = path.join(dir, 'touched.html')
    const touched = await run(
      'visa',
      HOME,
      '--country',
      'japan',
      '--replace-background',
      '--touch-ups',
      strokes,
      '-o',
      path.join(dir, 'touched.jpg'),
      '--receipt',
      receiptFile,
    )
    expect([EXIT.done, EXIT.notReady]).toContain(touched.code)
    expect(readFileSync(receiptFile, 'utf8')).toContain(
      '<tr data-touch-up><th scope="row">Touch-up</th><td>2 strokes (1 keep, 1 remove)</td></tr>',
    )
    writeFileSync(strokes, JSON.stringify([{ mode: 'erase', points: [], radius: 5 }]))
    const bad = await run('visa', HOME, '--country', 'japan', '--touch-ups', strokes)
    expect(bad.code).toBe(EXIT.usage)
    expect(bad.err).toContain('--touch-ups takes a JSON array of strokes')
  })

  it('check passes a made photo and fails the portrait it came from on its file', async () => {
    const output = path.join(dir, 'japan-check.jpg')
    await run('visa', HOME, '--country', 'japan', '--replace-background', '-o', output)
    expect((await run('check', output, '--country', 'japan')).code).toBe(EXIT.done)
    const original = await run('check', HOME, '--country', 'japan', '--json')
    expect(original.code).toBe(EXIT.notReady)
    expect(JSON.parse(original.out).failing).toContain('file dimensions')
  })

  it('says what is wrong with the input or the command line, each with its own exit code', async () => {
    const unknown = await run('visa', OBAMA, '--country', 'atlantis')
    expect(unknown).toMatchObject({ code: EXIT.unknownDestination, err: countryNotFoundMessage('atlantis') })

    const pdf = path.join(dir, 'not-a-photo.jpg')
    writeFileSync(pdf, '%PDF-1.7 not an image')
    expect(await run('compress', pdf, '--kb', '50')).toMatchObject({
      code: EXIT.badInput,
      err: "PDF files can't be used here: choose a JPEG, PNG, WebP or HEIC picture",
    })
    expect(await run('check', fixture('bad', 'truncated.jpg'), '--country', 'japan')).toMatchObject({
      code: EXIT.badInput,
      err: 'The JPEG file is cut short (an unfinished download or copy?): save or export the picture again',
    })
    expect(await run('compress', path.join(dir, 'missing.jpg'), '--kb', '50')).toMatchObject({
      code: EXIT.badInput,
      err: `No such file: ${path.join(dir, 'missing.jpg')}`,
    })

    const usage = await run('compress', OBAMA)
    expect(usage.code).toBe(EXIT.usage)
    expect(usage.err).toMatch(/^--kb takes a size in KB, such as 50\.\nUsage:/)
    expect((await run('shrink', OBAMA)).code).toBe(EXIT.usage)
    expect((await run('visa', OBAMA, '--colour', 'red')).code).toBe(EXIT.usage)
  })

  it('runs as a program and exits with its code', async () => {
    const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx')
    const cli = path.resolve(import.meta.dirname, 'bin.ts')
    const made = path.join(dir, 'program.jpg')
    await run('visa', HOME, '--country', 'japan', '--replace-background', '-o', made)
    const { stdout } = await promisify(execFile)(tsx, [cli, 'check', made, '--country', 'japan', '--json'])
    expect(JSON.parse(stdout)).toMatchObject({ ready: true, failing: [] })
    const failed = await promisify(execFile)(tsx, [cli, 'check', made, '--country', 'atlantis']).catch(
      (e) => e,
    )
    expect(failed.code).toBe(EXIT.unknownDestination)
    expect(failed.stderr.trim()).toBe(countryNotFoundMessage('atlantis'))
  }, 60_000)
})
