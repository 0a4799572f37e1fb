// pnpm bench:lighthouse [--runs=3] [--desktop]
//
// Lighthouse (mobile by default: a mid-range phone, slow 4G, 4x CPU slowdown, all simulated) on the built
// site in the system Chromium, for the five page types the phone goal names: /, a photo page, a compress
// page, /blog and an article. Prints the median of --runs runs per page for Performance, Accessibility,
// Best Practices and SEO, with the performance metrics behind the score, each run's own line, and the machine's
// 1-minute load average before each run (a run above 1.5 is marked '*': Lighthouse's simulated throttling
// multiplies the page's measured main-thread work, so a busy machine lowers the score). Asserts nothing; the
// figures go in docs/benchmarks.md. Needs `pnpm build` first.
import { loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startBuiltSite } from '../built-site.ts'

const args = process.argv.slice(2)
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3)
const desktop = args.includes('--desktop')
const PAGES = [
  '/',
  '/united-states-visa-photo',
  '/compress-to-50kb',
  '/blog',
  '/blog/united-states-visa-photo-requirements-complete-guide',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const site = await startBuiltSite('lighthouse')
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  console.log(
    `\nLighthouse ${desktop ? 'desktop' : 'mobile'}, median of ${runs} runs, ${new Date().toISOString().slice(0, 10)}\n`,
  )
  const table: string[] = []
  for (const page of PAGES) {
    const loads: number[] = []
    const scores: Record<string, number[]> = {}
    const metrics: Record<string, number[]> = {}
    const failed = new Set<string>()
    for (let i = 0; i < runs; i++) {
      const load = loadavg()[0] ?? Number.NaN
      loads.push(load)
      const result = await lighthouse(
        `${site.base}${page}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined,
      )
      const lhr = result?.lhr
      if (!lhr) continue
      for (const category of CATEGORIES) {
        scores[category] = [...(scores[category] ?? []), (lhr.categories[category]?.score ?? 0) * 100]
      }
      for (const [id] of METRICS) {
        metrics[id] = [...(metrics[id] ?? []), lhr.audits[id]?.numericValue ?? Number.NaN]
      }
      console.log(
        `${page} run ${i + 1}: performance ${((lhr.categories.performance?.score ?? 0) * 100).toFixed(0)}, ` +
          METRICS.map(
            ([id, label]) =>
              `${label} ${(lhr.audits[id]?.numericValue ?? Number.NaN).toFixed(id === 'cumulative-layout-shift' ? 3 : 0)}`,
          ).join(', ') +
          `, load ${load.toFixed(2)}${load > 1.5 ? '*' : ''}`,
      )
      // What keeps a category under 100, by audit, so the table says what to fix.
      for (const category of ['best-practices', 'accessibility'] as const)
        for (const ref of lhr.categories[category]?.auditRefs ?? [])
          if (ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1) failed.add(ref.id)
    }
    const score = (c: string) => median(scores[c] ?? []).toFixed(0)
    const ms = (id: string) => `${(median(metrics[id] ?? []) / 1000).toFixed(1)} s`
    table.push(
      `| ${page} | ${CATEGORIES.map(score).join(' | ')} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${median(metrics['total-blocking-time'] ?? []).toFixed(0)} ms | ${median(metrics['cumulative-layout-shift'] ?? []).toFixed(3)} | ${ms('speed-index')} | ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)} |`,
    )
    if (failed.size) console.error(`  ${page}: audits below full marks: ${[...failed].join(', ')}`)
  }
  console.log(
    '\n| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI | load average |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const row of table) console.log(row)
} finally {
  await chrome.kill()
  await site.stop()
}
