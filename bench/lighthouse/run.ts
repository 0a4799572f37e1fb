// pnpm bench:lighthouse [--runs=3] [--desktop]
//
// Lighthouse (mobile by default: a mid-range phone, slow 4G, 4x CPU slowdown, all simulated) on the built
// site in the system Chromium, for the five page types the phone goal names: /, a photo page, a compress
// page, /blog and an article. Prints the median of --runs runs per page for Performance, Accessibility,
// Best Practices and SEO, with the performance metrics behind the score. Asserts nothing; the figures go in
// docs/benchmarks.md. Needs `pnpm build` first.
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
  console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI |')
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const page of PAGES) {
    const scores: Record<string, number[]> = {}
    const metrics: Record<string, number[]> = {}
    const failed = new Set<string>()
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(
        `${site.base}${page}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined,
      )
      const lhr = result?.lhr
      if (!lhr) continue
      for (const category of CATEGORIES)
        (scores[category] ??= []).push((lhr.categories[category]?.score ?? 0) * 100)
      for (const [id] of METRICS) (metrics[id] ??= []).push(lhr.audits[id]?.numericValue ?? Number.NaN)
      // What keeps a category under 100, by audit, so the table says what to fix.
      for (const category of ['best-practices', 'accessibility'] as const)
        for (const ref of lhr.categories[category]?.auditRefs ?? [])
          if (ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1) failed.add(ref.id)
    }
    const score = (c: string) => median(scores[c] ?? []).toFixed(0)
    const ms = (id: string) => `${(median(metrics[id] ?? []) / 1000).toFixed(1)} s`
    console.log(
      `| ${page} | ${CATEGORIES.map(score).join(' | ')} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${median(metrics['total-blocking-time'] ?? []).toFixed(0)} ms | ${median(metrics['cumulative-layout-shift'] ?? []).toFixed(3)} | ${ms('speed-index')} |`,
    )
    if (failed.size) console.error(`  ${page}: audits below full marks: ${[...failed].join(', ')}`)
  }
} finally {
  await chrome.kill()
  await site.stop()
}
