import { createHash } from 'node:crypto'
import { utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, pageFileHashes } from '../src/plugins/inline-scripts.ts'
import { tempDir } from './helpers.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inline script hashes', () => {
  it('hashes exactly the text of each script the browser would run, once each', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      "<script type='text/javascript' data-x>c()\n</script >",
      '<SCRIPT>a()</SCRIPT>',
      '<script src="/assets/x.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script>ünïcode()</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()\n'), sha('ünïcode()')])
  })

  it('reads a precompressed twin from the page it was made from, once per build of it', () => {
    const dir = tempDir('inline-scripts')
    const page = path.join(dir, 'x.html')
    writeFileSync(page, '<script>one()</script>')
    utimesSync(page, 1000, 1000)
    expect(pageFileHashes(`${page}.br`, 1000)).toEqual([sha('one()')])
    writeFileSync(page, '<script>two()</script>')
    // Same modification time: the cached answer; a new build (new time): read again.
    expect(pageFileHashes(`${page}.gz`, 1000)).toEqual([sha('one()')])
    expect(pageFileHashes(page, 2000)).toEqual([sha('two()')])
  })
})
