import { fileFormatOf, isImageUpload } from '@vps/specs'
import { uploadFormatsText } from '../country/spec-format.ts'

/**
 * Why a chosen file could not be used, said where the visitor is looking: the upload area shows it until
 * they choose another file, beside the spec's toast, which vanishes after a few seconds (docs/product-rules.md,
 * "Upload problems").
 */
export interface UploadProblem {
  kind: 'unsupported' | 'corrupt' | 'too-many-pixels' | 'too-many-bytes' | 'no-face'
  title: string
  text: string
  fileName: string
}

type FileLike = { name: string; type: string; size: number }

const MB = 1024 * 1024
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1).replace(/\.0$/, '')}MB`

const ALIASES: Record<string, string> = { JPG: 'JPEG', JPE: 'JPEG', HEIF: 'HEIC', TIF: 'TIFF' }
// The formats the tools decode: a file of one of these that still fails is damaged, not unsupported.
const DECODED = new Set(['JPEG', 'PNG', 'WEBP', 'HEIC', 'GIF', 'BMP', 'AVIF'])

/** The file's format as a visitor would name it: from its bytes, else its name's ending, else its type. */
export function formatName(head: Uint8Array, file: Pick<FileLike, 'name' | 'type'>): string | null {
  // Told by its first bytes (a renamed file keeps them): the table the image engine reads too.
  const byBytes = fileFormatOf(head)
  if (byBytes) return byBytes
  const ending = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toUpperCase()
  if (ending) return ALIASES[ending] ?? ending
  const subtype = file.type.split('/')[1]
  return subtype ? subtype.toUpperCase() : null
}

function unsupported(file: FileLike, format: string | null): UploadProblem {
  return {
    kind: 'unsupported',
    title: format ? `${format} files can't be used here` : "This file can't be used here",
    text: `Choose a photo saved as ${uploadFormatsText()}.`,
    fileName: file.name,
  }
}

/** The problem a file has before anything is decoded (its type, its size), or null. */
export function uploadCheckProblem(file: FileLike, maxBytes: number): UploadProblem | null {
  if (!isImageUpload(file)) return unsupported(file, formatName(new Uint8Array(), file))
  if (file.size > maxBytes)
    return {
      kind: 'too-many-bytes',
      title: `This file is ${megabytes(file.size)}; the limit is ${megabytes(maxBytes)}`,
      text: 'Choose a smaller file, or save the photo again at a lower quality or size.',
      fileName: file.name,
    }
  return null
}

/**
 * The problem behind a failed decode, from the error's name (errors rebuilt after crossing from a worker
 * keep it) and the file's first bytes; null for a cancel or an error that is not about the file.
 */
export async function decodeErrorProblem(
  error: unknown,
  file: FileLike & Blob,
): Promise<UploadProblem | null> {
  const name = error instanceof Error ? error.name : ''
  if (name === 'ImageTooLargeError')
    return {
      kind: 'too-many-pixels',
      title: 'This picture has too many pixels',
      text: `${(error as Error).message} A phone photo or a screenshot is well within it.`,
      fileName: file.name,
    }
  if (name !== 'ImageDecodeError') return null
  // 64 bytes: a HEIC with a generic major brand names HEVC among the brands that follow it.
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
  const format = formatName(head, file)
  if (format && !DECODED.has(format)) return unsupported(file, format)
  return {
    kind: 'corrupt',
    title: "This file couldn't be read as a picture",
    text: 'It may be damaged or cut short (an unfinished download or copy). Open it on your device to check, save or export it again, or choose another photo.',
    fileName: file.name,
  }
}
