// The held-out run's tables (issue #22, "Must show"): the images made, the window share on reachable pairs
// per tool, the engine ÷ spec time per image class, and the engine's slowest pairs. Prints; asserts nothing.
import { HELD_OUT_CLASSES, type HeldOutClass, type HeldOutImage } from './held-out-images.ts'
import { inWindow, over, pairKey, pct, quantile, type Row, type Tool, unreachable } from './rows.ts'

const TOOL_NAMES: Record<Tool, string> = {
  engine: 'this engine (the /compress-to-NKB page)',
  bic: 'browser-image-compression 2.0.2',
  spec: "the spec's algorithm (canvas)",
}
/** Issue #22: any engine pair slower than this is listed. */
const SLOW_MS = 3000
const s = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '-')

export function imagesTable(images: HeldOutImage[]): string {
  const lines = ['| # | class | file | WxH | KB | how it was made | source (licence as in the corpus) |']
  lines.push('|---|---|---|---|---|---|---|')
  images.forEach((i, n) => {
    lines.push(
      `| ${n + 1} | ${i.cls} | ${i.file} | ${i.width}x${i.height} | ${(i.bytes / 1024).toFixed(0)} | ${i.how} | ${i.source} |`,
    )
  })
  return lines.join('\n')
}

/** The engine's row for each image × target: it decides which pairs are reachable, for every tool. */
function engineRows(rows: Row[]): Map<string, Row> {
  return new Map(rows.filter((r) => r.tool === 'engine').map((r) => [pairKey(r), r]))
}

export function windowTable(rows: Row[], tools: readonly Tool[]): string[] {
  const engine = engineRows(rows)
  const lines = [
    '| tool | reachable pairs | in window [N−2, N] KB | over target | failed |',
    '|---|---|---|---|---|',
  ]
  for (const tool of tools) {
    const rs = rows.filter((r) => r.tool === tool && !unreachable(engine.get(pairKey(r))))
    const hits = rs.filter(inWindow).length
    lines.push(
      `| ${TOOL_NAMES[tool]} | ${rs.length} | ${pct(hits, rs.length)} (${hits}/${rs.length}) | ${rs.filter(over).length} | ${rs.filter((r) => !r.ok).length} |`,
    )
  }
  const why = new Map<string, number>()
  for (const r of engine.values()) {
    const reason = unreachable(r)
    if (reason) why.set(reason, (why.get(reason) ?? 0) + 1)
  }
  lines.push(
    '',
    `- goal (issue #22): this engine ≥ 99% in window on reachable pairs, 0 over. Not reachable, left out for every tool: ${
      why.size ? [...why].map(([reason, n]) => `${n} ${reason}`).join(', ') : 'none'
    }.`,
  )
  return lines
}

export function classTable(rows: Row[], images: HeldOutImage[]): string[] {
  const classOf = new Map(images.map((i) => [i.file, i.cls]))
  const engine = engineRows(rows)
  if (!engine.size) return ['- no engine rows (--tools left the engine out)']
  const spec = new Map(rows.filter((r) => r.tool === 'spec' && r.ok).map((r) => [pairKey(r), r]))
  const bic = new Map(rows.filter((r) => r.tool === 'bic' && r.ok).map((r) => [pairKey(r), r]))
  const lines = [
    '| image class | images | pairs | engine in window (reachable) | engine median time (s) | spec median time (s) | median engine ÷ spec time (per pair) | bic median time (s) | median engine ÷ bic time (per pair) | floor ÷ spec: median, pairs over 1 |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ]
  type Group = [string, (c: HeldOutClass | undefined) => boolean]
  const groups: Group[] = [...HELD_OUT_CLASSES.map((c): Group => [c, (x) => x === c]), ['all', () => true]]
  for (const [name, member] of groups) {
    const own = [...engine.values()].filter((r) => member(classOf.get(r.file)))
    if (!own.length) continue
    const reachable = own.filter((r) => !unreachable(r))
    const ok = own.filter((r) => r.ok)
    const paired = ok.filter((r) => spec.has(pairKey(r)))
    const ratios = paired.map((r) => r.ms / (spec.get(pairKey(r)) as Row).ms)
    const specMs = paired.map((r) => (spec.get(pairKey(r)) as Row).ms)
    const withBic = ok.filter((r) => bic.has(pairKey(r)))
    const bicRatios = withBic.map((r) => r.ms / (bic.get(pairKey(r)) as Row).ms)
    const bicMs = withBic.map((r) => (bic.get(pairKey(r)) as Row).ms)
    const floors = paired.flatMap((r) => {
      const f = floorMs(r)
      return f === undefined ? [] : [f / (spec.get(pairKey(r)) as Row).ms]
    })
    lines.push(
      `| ${name} | ${new Set(own.map((r) => r.file)).size} | ${own.length} | ${pct(reachable.filter(inWindow).length, reachable.length)} (${reachable.filter(inWindow).length}/${reachable.length}) | ${s(
        quantile(
          ok.map((r) => r.ms),
          0.5,
        ),
      )} | ${s(quantile(specMs, 0.5))} | ${ratios.length ? quantile(ratios, 0.5).toFixed(2) : '-'} | ${s(
        quantile(bicMs, 0.5),
      )} | ${bicRatios.length ? quantile(bicRatios, 0.5).toFixed(2) : '-'} | ${
        floors.length
          ? `${quantile(floors, 0.5).toFixed(2)}, ${pct(floors.filter((f) => f > 1).length, floors.length)}`
          : '-'
      } |`,
    )
  }
  lines.push(
    '',
    "- floor: the least any search with this encoder could take on the pair, the file's decode plus one full encode with nothing else. The encode is the job's worker's encode time over all the pair's full encodes (those on the helper worker count but are not timed), so if anything it reads low. Where it is over 1 the spec's whole canvas loop was faster than that.",
  )
  return lines
}

/**
 * The file's decode plus one full mozjpeg encode, as the engine timed them on this pair. `encodeMs` times only
 * the job's worker's encodes while `fullEncodes` counts the helper's too, so the quotient errs low.
 */
function floorMs(r: Row): number | undefined {
  const p = r.phases
  if (!p?.fullEncodes) return undefined
  return (p.decodeMs ?? 0) + p.encodeMs / p.fullEncodes
}

export function slowTable(rows: Row[], images: HeldOutImage[]): string[] {
  const classOf = new Map(images.map((i) => [i.file, i.cls]))
  const ok = rows.filter((r) => r.tool === 'engine' && r.ok)
  if (!ok.length) return ['- this engine: no result']
  const times = ok.map((r) => r.ms)
  const slow = [...ok].sort((a, b) => b.ms - a.ms)
  const shown = slow.filter((r, i) => r.ms > SLOW_MS || i < 5)
  const lines = [
    `- this engine, file chosen → result on screen: median ${s(quantile(times, 0.5))} s, p95 **${s(quantile(times, 0.95))} s**, max ${s(times.reduce((a, b) => Math.max(a, b), 0))} s over ${ok.length} pairs; over ${SLOW_MS / 1000} s: ${ok.filter((r) => r.ms > SLOW_MS).length}`,
    '',
    '| slowest engine pairs | class | target (KB) | time (s) | engine ms | decoded as | result (KB) | status |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const r of shown) {
    lines.push(
      `| ${r.file}${r.ms > SLOW_MS ? ' **(> 3 s)**' : ''} | ${classOf.get(r.file) ?? ''} | ${r.target} | ${s(r.ms)} | ${r.phases ? Math.round(r.phases.ms) : '-'} | ${r.phases?.decodedAs ?? '-'} | ${(r.bytes / 1024).toFixed(1)} | ${r.underTarget ? 'already under' : (r.phases?.status ?? '-')} |`,
    )
  }
  return lines
}
