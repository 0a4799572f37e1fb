import { toast } from '../../shared/toast/toast-store.ts'

export interface ShareData {
  title: string
  text: string
  url: string
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/**
 * The device's share sheet when it has one, otherwise the link goes to the clipboard with a toast. A failure
 * is only logged (docs/product-rules.md, "Blog"): sharing is a convenience, never worth an error message.
 */
export async function shareArticle(data: ShareData, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data)
      return 'shared'
    } catch (error) {
      // Closing the sheet is a choice, not an error.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      console.warn('Sharing failed, copying the link instead', error)
    }
  }
  try {
    await nav.clipboard.writeText(data.url)
    toast({ title: 'Link copied', description: 'The article link is in your clipboard, ready to share.' })
    return 'copied'
  } catch (error) {
    console.warn('Could not copy the article link', error)
    return 'failed'
  }
}
