import { afterEach, describe, expect, it, vi } from 'vitest'
import { shareArticle } from './share.ts'

const data = { title: 'T', text: 'E', url: 'https://example.com/blog/t' }

afterEach(() => vi.restoreAllMocks())

describe('shareArticle', () => {
  it('uses the share sheet with title, excerpt and URL when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    const writeText = vi.fn()
    const nav = { share, clipboard: { writeText } } as unknown as Navigator
    expect(await shareArticle(data, nav)).toBe('shared')
    expect(share).toHaveBeenCalledWith(data)
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    const nav = { clipboard: { writeText } } as unknown as Navigator
    expect(await shareArticle(data, nav)).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(data.url)
  })

  it('treats closing the sheet as a cancel and only logs other failures', async () => {
    const abort = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'))
    expect(await shareArticle(data, { share: abort, clipboard: {} } as unknown as Navigator)).toBe(
      'cancelled',
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const nav = {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    } as unknown as Navigator
    expect(await shareArticle(data, nav)).toBe('failed')
    expect(warn).toHaveBeenCalled()
  })
})
