import { describe, expect, it } from 'vitest'
import { downloadText, type EngineDownloads, summarise, withMessage } from './engine-download.ts'

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
