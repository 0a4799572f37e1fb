import { TOASTS, UPLOAD_LIMITS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import {
  compressUploadProblem,
  formatMb,
  PICKER_FORMAT_NAMES,
  PICKER_FORMATS_PROSE,
  UPLOAD_SUPPORT_TEXT,
} from './upload-rules.ts'

describe('compression upload checks', () => {
  it('accepts any image type up to the limit, including the exact limit', () => {
    expect(compressUploadProblem({ type: 'image/jpeg', size: UPLOAD_LIMITS.compressMaxBytes })).toBeNull()
    // The spec only requires the image/ prefix; the picker offers three formats, a drop can bring others.
    expect(compressUploadProblem({ type: 'image/gif', size: 1 })).toBeNull()
  })

  it('rejects non-images with the invalid type toast, before looking at the size', () => {
    expect(compressUploadProblem({ type: 'application/pdf', size: 1 })).toBe(TOASTS.invalidFileType)
    expect(compressUploadProblem({ type: '', size: UPLOAD_LIMITS.compressMaxBytes + 1 })).toBe(
      TOASTS.invalidFileType,
    )
  })

  it('rejects files over 10MB with the compression toast', () => {
    expect(compressUploadProblem({ type: 'image/png', size: UPLOAD_LIMITS.compressMaxBytes + 1 })).toBe(
      TOASTS.compressTooLarge,
    )
  })

  it('derives the copy from the specs', () => {
    expect(PICKER_FORMAT_NAMES).toBe('JPEG, PNG, WEBP')
    expect(PICKER_FORMATS_PROSE).toBe('JPEG, PNG or WEBP')
    expect(formatMb(UPLOAD_LIMITS.compressMaxBytes)).toBe('10MB')
    expect(UPLOAD_SUPPORT_TEXT).toBe('Supports JPEG, PNG, WEBP • Max 10MB • Original dimensions preserved')
  })
})
