import { downloadZip } from 'client-zip'

/**
 * A file's name in the batch's ZIP and as its own download: its own name with '.jpg' when it was made a JPEG,
 * kept as it is when the original was kept; numbered when two files would share a name.
 */
export function zipName(original: string, taken: Set<string>, asJpeg: boolean): string {
  // Path separators and control characters have no place in an entry's name.
  const base = [...(original.split(/[\\/]/).pop() || 'image')].filter((c) => c >= ' ').join('')
  const stem = base.replace(/\.[^.]*$/, '') || 'image'
  const ending = asJpeg ? '.jpg' : (/\.[^.]*$/.exec(base)?.[0] ?? '')
  let name = `${stem}${ending}`
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${ending}`
  taken.add(name.toLowerCase())
  return name
}

/**
 * The batch's files in one ZIP, stored (JPEGs do not deflate): client-zip (MIT) writes the entries and their
 * CRC-32s as a stream, without holding a second copy of every file.
 */
export function zipFiles(files: Array<{ name: string; blob: Blob }>): Promise<Blob> {
  return downloadZip(files.map((f) => ({ name: f.name, input: f.blob, lastModified: new Date() }))).blob()
}
