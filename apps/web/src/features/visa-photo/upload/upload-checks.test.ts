import { TOASTS, UPLOAD_LIMITS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { photoUploadProblem } from './upload-checks.ts'

describe('photoUploadProblem', () => {
  it('rejects anything that is not an image', () => {
    expect(photoUploadProblem({ type: 'application/pdf', size: 10 })).toBe(TOASTS.invalidFileType)
    expect(photoUploadProblem({ type: '', size: 10 })).toBe(TOASTS.invalidFileType)
  })

  it('rejects images above 4 MB and accepts exactly 4 MB', () => {
    const max = UPLOAD_LIMITS.photoMaxBytes
    expect(photoUploadProblem({ type: 'image/png', size: max + 1 })).toBe(TOASTS.photoTooLarge)
    expect(photoUploadProblem({ type: 'image/png', size: max })).toBeNull()
  })

  it('accepts any image/ type, as the spec only requires the prefix', () => {
    expect(photoUploadProblem({ type: 'image/heic', size: 1000 })).toBeNull()
  })
})
