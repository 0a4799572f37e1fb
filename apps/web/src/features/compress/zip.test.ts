import { describe, expect, it } from 'vitest'
import { zipName } from './zip.ts'

describe('zipName (a batch file in the ZIP and as its own download)', () => {
  it('names a made JPEG after its original, numbers a name already taken, keeps a kept file as it was', () => {
    const taken = new Set<string>()
    expect(zipName('scan.png', taken, true)).toBe('scan.jpg')
    expect(zipName('scan.webp', taken, true)).toBe('scan (2).jpg')
    expect(zipName('SCAN.JPG', taken, true)).toBe('SCAN (3).jpg')
    expect(zipName('photo.jpeg', taken, false)).toBe('photo.jpeg')
    expect(zipName('folder/../evil\u0007.png', taken, true)).toBe('evil.jpg')
    expect(zipName('.png', taken, true)).toBe('image.jpg')
  })
})
