import { describe, expect, it } from 'vitest'
import {
  downloadStep,
  downloadText,
  type EngineDownloads,
  stepText,
  summarise,
  withMessage,
} from './engine-download.ts'

const MB = 1024 * 1024

describe('the engine download summary', () => {
  it('adds the files up while any is arriving, and keeps the finished ones in the totals', () => {
    let downloads: EngineDownloads = new Map()
    downloads = withMessage(downloads, { url: '/m/a', loaded: 0, total: 2 * MB, done: false })
    downloads = withMessage(downloads, { url: '/m/b', loaded: MB, total: MB, done: true })
    downloads = withMessage(downloads, { url: '/m/a', loaded: 0.5 * MB, total: 2 * MB, done: false })
    const summary = summarise(downloads)
    expect(summary).toEqual({ active: true, loaded: 1.5 * MB, total: 3 * MB })
    expect(downloadText(summary)).toBe('Downloading the face models (first time only): 1.5 MB of 3.0 MB')
  })

  it('says only what has arrived while a file has no known size', () => {
    const downloads = withMessage(new Map(), { url: '/m/a', loaded: 300 * 1024, total: null, done: false })
    expect(downloadText(summarise(downloads))).toBe(
      'Downloading the face models (first time only): 300 KB so far',
    )
  })

  it('is not active once every file is done', () => {
    const downloads = withMessage(new Map(), { url: '/m/a', loaded: MB, total: MB, done: true })
    expect(summarise(downloads).active).toBe(false)
  })
})

describe('the download as a screen reader hears it', () => {
  it('changes at 25, 50, 75 and 100 % only, however many pieces arrive', () => {
    let downloads: EngineDownloads = new Map()
    let step = 0
    const heard: string[] = []
    // 20 MB in 200 pieces of 100 KB over two files: the visible line would change on each.
    downloads = withMessage(downloads, { url: '/m/a', loaded: 0, total: 15 * MB, done: false })
    downloads = withMessage(downloads, { url: '/m/b', loaded: 0, total: 5 * MB, done: false })
    for (let piece = 1; piece <= 200; piece++) {
      const loaded = piece * 0.1 * MB
      const a = Math.min(loaded, 15 * MB)
      downloads = withMessage(downloads, { url: '/m/a', loaded: a, total: 15 * MB, done: a >= 15 * MB })
      if (loaded > 15 * MB) {
        const b = loaded - 15 * MB
        downloads = withMessage(downloads, { url: '/m/b', loaded: b, total: 5 * MB, done: b >= 5 * MB - 1 })
      }
      const next = downloadStep(downloads, step)
      if (next !== step) heard.push(stepText(next))
      step = next
    }
    expect(heard).toEqual([
      'Downloading the face models (first time only): 25 %',
      'Downloading the face models (first time only): 50 %',
      'Downloading the face models (first time only): 75 %',
      'The face models have downloaded.',
    ])
  })

  it('says nothing before a quarter, and holds its step while a size is unknown', () => {
    const some = withMessage(new Map(), { url: '/m/a', loaded: MB, total: 10 * MB, done: false })
    expect(downloadStep(some, 0)).toBe(0)
    expect(stepText(0)).toBe('')
    const unknown = withMessage(some, { url: '/m/b', loaded: MB, total: null, done: false })
    expect(downloadStep(unknown, 25)).toBe(25)
    expect(downloadStep(new Map(), 0)).toBe(0)
  })

  it('never announces files that arrive from the cache at once', () => {
    const cached = withMessage(new Map(), { url: '/m/a', loaded: 10 * MB, total: 10 * MB, done: true })
    expect(downloadStep(cached, 0)).toBe(0)
  })
})
