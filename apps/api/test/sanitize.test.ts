import { describe, expect, it } from 'vitest'
import { HEADING_ID_PREFIX, sanitizeArticleHtml } from '../src/blog/sanitize.ts'

describe('sanitizeArticleHtml', () => {
  it('removes script elements with their contents', () => {
    expect(sanitizeArticleHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>')
    expect(sanitizeArticleHtml('<SCRIPT src="//evil.example/x.js"></SCRIPT>')).toBe('')
  })

  it('removes event handler attributes such as onerror and onclick', () => {
    expect(sanitizeArticleHtml('<img src="/a.png" onerror="alert(1)" alt="A">')).toBe(
      '<img src="/a.png" alt="A">',
    )
    expect(sanitizeArticleHtml('<p onclick="x()" onmouseover="y()">t</p>')).toBe('<p>t</p>')
  })

  it('empties javascript: and other script URLs but keeps ordinary links', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'vbscript:x']) {
      expect(sanitizeArticleHtml(`<a href="${href}">x</a>`), href).toBe('<a href>x</a>')
    }
    expect(sanitizeArticleHtml('<a href="/blog" title="Blog">b</a>')).toBe(
      '<a href="/blog" title="Blog">b</a>',
    )
    expect(sanitizeArticleHtml('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com">e</a>',
    )
  })

  it('drops elements outside the allow-list, and style and class attributes', () => {
    expect(
      sanitizeArticleHtml('<iframe src="https://x"></iframe><svg onload="x()"><circle/></svg><p>ok</p>'),
    ).toBe('<p>ok</p>')
    expect(sanitizeArticleHtml('<form action="/x"><input name="a"></form>')).toBe('')
    expect(sanitizeArticleHtml('<p style="color:red" class="x">p</p>')).toBe('<p>p</p>')
  })

  it('keeps the structure an article needs', () => {
    const html =
      '<h2 id="photo-size">Size</h2><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><table><thead><tr><th scope="col">k</th></tr></thead><tbody><tr><td>v</td></tr></tbody></table><blockquote><p>q</p></blockquote><dl><dt>Q</dt><dd>A</dd></dl>'
    expect(sanitizeArticleHtml(html)).toBe(html)
  })

  it('keeps heading ids only as hyphenated lowercase slugs, which can never shadow a global like gtag', () => {
    expect(sanitizeArticleHtml('<h3 id="step-2">Two</h3>')).toBe('<h3 id="step-2">Two</h3>')
    // One word would be an identifier (window.gtag, window.size): it stays an anchor under a prefix.
    expect(HEADING_ID_PREFIX).toContain('-')
    expect(sanitizeArticleHtml('<h2 id="gtag">G</h2><h4 id="faq">Q</h4>')).toBe(
      '<h2 id="section-gtag">G</h2><h4 id="section-faq">Q</h4>',
    )
    // Served content passes again: the prefixed id is left as it is, not prefixed twice.
    expect(sanitizeArticleHtml('<h2 id="section-gtag">G</h2>')).toBe('<h2 id="section-gtag">G</h2>')
    for (const id of ['dataLayer', '__vpsAnalytics', 'a_b', 'x y', '-lead', 'trail-', 'a--b', '']) {
      expect(sanitizeArticleHtml(`<h2 id="${id}">t</h2>`), id).toBe('<h2>t</h2>')
    }
    // Other elements carry no id at all.
    expect(sanitizeArticleHtml('<p id="intro-text">p</p>')).toBe('<p>p</p>')
  })
})
