// vps-imaging: the Node API from a shell (docs/imaging-node.md).
//
//   vps-imaging compress <in> --kb 50 [-o out.jpg] [--json]
//   vps-imaging visa <in> --country united-kingdom [--document id] [--replace-background]
//                         [--touch-ups strokes.json] [-o out.jpg] [--report report.json]
//                         [--receipt receipt.html] [--json]
//   vps-imaging check <in> --country united-kingdom [--document id] [--json]
//   vps-imaging sheet <in> --country germany --document schengen-35x45-print [--paper 4x6] [--dpi 300]
//                          [--orientation portrait] [--copies N] [-o sheet.jpg|sheet.pdf] [--report r.json] [--json]
//
// Exit codes (EXIT below): 0 done (in the window / ready), 5 made or checked but not ready (or not in the
// window), 3 an input it cannot use, 4 an unknown country or document, 2 a wrong command line, 1 anything else.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { CHECK_STATUS } from '@vps/specs'
import {
  EmptyExportError,
  ImageDecodeError,
  ImageTooLargeError,
  ModelLoadError,
  UnknownCountryError,
  UnknownDocumentError,
} from '../errors.ts'
import type { TouchUpStroke } from '../matting/touch-up.ts'
import type { ComplianceRow } from '../photo/checks/types.ts'
import type { ComplianceResult } from '../photo/compliance.ts'
import { checkVisaPhoto, compressToTarget, makeVisaPhoto } from './api.ts'
import { SheetUsageError, sheetCommand } from './cli-sheet.ts'
import { NotAPrintDocumentError } from './sheet.ts'

export const EXIT = { done: 0, failed: 1, usage: 2, badInput: 3, unknownDestination: 4, notReady: 5 } as const

const USAGE = `Usage:
  vps-imaging compress <in> --kb <N> [-o out.jpg] [--json]
  vps-imaging visa <in> --country <code> [--document <id>] [--replace-background] [-o out.jpg]
                        [--touch-ups strokes.json] [--report report.json] [--receipt receipt.html] [--json]
  vps-imaging check <in> --country <code> [--document <id>] [--json]
  vps-imaging sheet <in> --country <code> --document <print document> [--paper 4x6|10x15|5x7|a4|letter]
                         [--orientation portrait|landscape] [--dpi 300|254|600] [--copies N]
                         [--replace-background] [-o sheet.jpg|sheet.pdf] [--report report.json]
                         [--receipt receipt.html] [--json]`

class UsageError extends Error {}

interface Io {
  out: (line: string) => void
  err: (line: string) => void
  /** Whether progress lines are wanted (a terminal on stderr). */
  progress: boolean
}

const OPTIONS = {
  kb: { type: 'string' },
  output: { type: 'string', short: 'o' },
  country: { type: 'string' },
  document: { type: 'string' },
  'replace-background': { type: 'boolean' },
  'touch-ups': { type: 'string' },
  report: { type: 'string' },
  receipt: { type: 'string' },
  json: { type: 'boolean' },
  paper: { type: 'string' },
  orientation: { type: 'string' },
  dpi: { type: 'string' },
  copies: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

/** Runs one command line; returns the exit code. Output goes through `io`, so tests read it. */
export async function runCli(argv: readonly string[], io: Io): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true })
    if (values.help) {
      io.out(USAGE)
      return EXIT.done
    }
    const [command, input, ...extra] = positionals
    if (!command || !input || extra.length > 0) throw new UsageError('Give one command and one input file.')
    if (command === 'compress') return await compress(input, values, io)
    if (command === 'visa') return await visa(input, values, io)
    if (command === 'check') return await check(input, values, io)
    if (command === 'sheet') return (await sheetCommand(input, values, io)) ? EXIT.done : EXIT.notReady
    throw new UsageError(`Unknown command "${command}".`)
  } catch (error) {
    return failure(error, io)
  }
}

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values']

async function compress(input: string, values: Values, io: Io): Promise<number> {
  const kb = Number(values.kb)
  if (!values.kb || !Number.isFinite(kb) || kb <= 0)
    throw new UsageError('--kb takes a size in KB, such as 50.')
  const result = await compressToTarget(input, kb, {
    ...(io.progress
      ? { onProgress: ({ phase, fraction }) => io.err(`${phase} ${Math.round(100 * fraction)}%`) }
      : {}),
  })
  const output = values.output ?? outputBeside(input, `-${kb}kb`)
  await writeFile(output, result.bytes)
  const { report } = result
  if (values.json) io.out(JSON.stringify({ output, ...report }))
  else
    io.out(
      `${output}: ${report.kb.toFixed(1)} KB, ${report.width}x${report.height}, quality ${report.quality} (${report.status})`,
    )
  return report.status === 'in-window' ? EXIT.done : EXIT.notReady
}

/**
 * Touch-up strokes from a JSON file (docs/background.md, "Touch-up"): an array of
 * { "mode": "keep" | "remove", "points": [{ "x", "y" }, ...], "radius" }, in the portrait's own pixels.
 */
async function readTouchUps(file: string): Promise<TouchUpStroke[]> {
  let data: unknown
  try {
    data = JSON.parse(await readFile(file, 'utf8'))
  } catch (cause) {
    throw new UsageError(`--touch-ups: cannot read ${file} as JSON (${(cause as Error).message}).`)
  }
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
  const stroke = (s: unknown): s is TouchUpStroke => {
    const o = s as Partial<TouchUpStroke> | null
    return (
      typeof o === 'object' &&
      o !== null &&
      (o.mode === 'keep' || o.mode === 'remove') &&
      finite(o.radius) &&
      o.radius > 0 &&
      Array.isArray(o.points) &&
      o.points.length > 0 &&
      o.points.every((p) => finite(p?.x) && finite(p?.y))
    )
  }
  if (!Array.isArray(data) || !data.every(stroke))
    throw new UsageError(
      '--touch-ups takes a JSON array of strokes: { "mode": "keep" or "remove", "points": [{ "x", "y" }], "radius" }, in the portrait\'s pixels.',
    )
  return data
}

async function visa(input: string, values: Values, io: Io): Promise<number> {
  const country = required(values.country, '--country')
  if (io.progress) io.err('Finding the face and placing the photo…')
  const photo = await makeVisaPhoto(input, {
    country,
    ...(values.document ? { document: values.document } : {}),
    ...(values['replace-background'] ? { replaceBackground: true } : {}),
    ...(values['touch-ups'] ? { touchUps: await readTouchUps(values['touch-ups']) } : {}),
  })
  const output = values.output ?? outputBeside(input, `-${photo.frame.code}`)
  await writeFile(output, photo.bytes)
  const summary = {
    output,
    ready: photo.ready,
    failing: failingChecks(photo.compliance),
    report: photo.report,
    checks: photo.checks,
    compliance: photo.compliance,
  }
  if (values.report) await writeFile(values.report, `${JSON.stringify(summary, null, 2)}\n`)
  if (values.receipt) await writeFile(values.receipt, photo.receipt)
  if (values.json) io.out(JSON.stringify(summary))
  else {
    io.out(verdictLine(output, photo.ready, summary.failing, `${photo.report.width}x${photo.report.height}`))
    rowsToLookAt(photo.checks, io)
  }
  return photo.ready ? EXIT.done : EXIT.notReady
}

async function check(input: string, values: Values, io: Io): Promise<number> {
  const country = required(values.country, '--country')
  const result = await checkVisaPhoto(input, {
    country,
    ...(values.document ? { document: values.document } : {}),
  })
  const fileFailing = Object.entries(result.file.checks)
    .filter(([, pass]) => !pass)
    .map(([name]) => `file ${name}`)
  const failing = [...fileFailing, ...failingChecks(result.compliance)]
  if (values.json)
    io.out(
      JSON.stringify({
        ready: result.ready,
        failing,
        file: result.file,
        checks: result.checks,
        compliance: result.compliance,
      }),
    )
  else {
    io.out(verdictLine(input, result.ready, failing, `${result.file.width}x${result.file.height}`))
    rowsToLookAt(result.checks, io)
  }
  return result.ready ? EXIT.done : EXIT.notReady
}

function required(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`${flag} is required.`)
  return value
}

function outputBeside(input: string, suffix: string): string {
  const { dir, name } = path.parse(input)
  return path.join(dir, `${name}${suffix}.jpg`)
}

/** The compliance checks that do not pass, by name. */
/** The keys of the rows that keep the photo from being ready (the panel's, checks/index.ts). */
function failingChecks(compliance: ComplianceResult): string[] {
  return compliance.rows.filter((row) => !row.pass).map((row) => row.key)
}

/** The panel's rows that fail or ask to be checked, in its words: what was measured and what to do. */
function rowsToLookAt(rows: readonly ComplianceRow[], io: Io): void {
  for (const row of rows)
    if (row.status !== 'pass') io.out(`  ${row.label}: ${CHECK_STATUS[row.status]}. ${row.detail}`)
}

function verdictLine(file: string, ready: boolean, failing: string[], size: string): string {
  return ready ? `${file}: ready (${size})` : `${file}: not ready (${size}); failing: ${failing.join(', ')}`
}

function failure(error: unknown, io: Io): number {
  if (
    error instanceof UsageError ||
    error instanceof SheetUsageError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    io.err(`${(error as Error).message}\n${USAGE}`)
    return EXIT.usage
  }
  if (
    error instanceof UnknownCountryError ||
    error instanceof UnknownDocumentError ||
    error instanceof NotAPrintDocumentError
  ) {
    io.err(error.message)
    return EXIT.unknownDestination
  }
  if (
    error instanceof ImageDecodeError ||
    error instanceof ImageTooLargeError ||
    error instanceof EmptyExportError
  ) {
    io.err(error.message)
    return EXIT.badInput
  }
  if (error instanceof ModelLoadError) {
    io.err(`${error.message}: ${error.cause instanceof Error ? error.cause.message : String(error.cause)}`)
    return EXIT.failed
  }
  if ((error as { code?: string }).code === 'ENOENT') {
    io.err(`No such file: ${(error as { path?: string }).path}`)
    return EXIT.badInput
  }
  io.err(error instanceof Error ? (error.stack ?? error.message) : String(error))
  return EXIT.failed
}
