// Storage in a folder on this machine (DATA_DIR/objects by default). Uploads arrive through our own
// PUT route, whose address UploadUrlSigner signs; the bytes are counted and sniffed while they stream in,
// so an oversized or non-image body is refused without ever being held in memory or kept on disk.

import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { type Readable, Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { UploadRejectedError } from './errors.ts'
import { SNIFF_BYTES, type SniffedImageType, sniffImageType } from './sniff.ts'
import type { ListedObject, ObjectStorage, StoredObjectInfo, UploadUrlOptions } from './types.ts'
import { assertValidKey, isValidKey } from './types.ts'
import type { UploadUrlCheck, UploadUrlQuery, UploadUrlSigner } from './upload-url.ts'

export interface ReceivedObject {
  size: number
  contentType: SniffedImageType
}

/** Passes bytes through while counting them and checking the first ones are an image we accept. */
class UploadGuard extends Transform {
  size = 0
  contentType: SniffedImageType | null = null
  #head: Buffer[] = []
  #headLength = 0

  constructor(private readonly maxBytes: number) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length
    const error =
      this.size > this.maxBytes
        ? new UploadRejectedError('too-large')
        : this.contentType
          ? null
          : this.#collect(chunk)
    if (error) done(error)
    else done(null, chunk)
  }

  // A body shorter than SNIFF_BYTES (or empty) is sniffed on what there is.
  override _flush(done: TransformCallback): void {
    done(this.contentType ? null : this.#sniff())
  }

  /** Keeps the first bytes until there are enough to sniff. */
  #collect(chunk: Buffer): UploadRejectedError | null {
    this.#head.push(chunk)
    this.#headLength += chunk.length
    return this.#headLength >= SNIFF_BYTES ? this.#sniff() : null
  }

  #sniff(): UploadRejectedError | null {
    this.contentType = sniffImageType(Buffer.concat(this.#head, this.#headLength))
    this.#head = []
    return this.contentType ? null : new UploadRejectedError('not-an-image')
  }
}

export class LocalObjectStorage implements ObjectStorage {
  readonly kind = 'local' as const
  readonly uploadOrigin = null

  constructor(
    private readonly dir: string,
    private readonly signer: UploadUrlSigner,
    /** Where the upload route lives, so this class does not hard-code the API's URL layout. */
    private readonly uploadPath: (key: string) => string,
  ) {}

  async createUploadUrl(key: string, { maxBytes, expiresInSeconds }: UploadUrlOptions): Promise<string> {
    assertValidKey(key)
    return `${this.uploadPath(key)}?${this.signer.sign(key, maxBytes, expiresInSeconds)}`
  }

  verifyUploadUrl(key: string, query: UploadUrlQuery): UploadUrlCheck {
    return this.signer.verify(key, query)
  }

  /**
   * Streams `body` into the object `key`. Throws UploadRejectedError when it grows past `maxBytes` or does
   * not start like a PNG, JPEG, GIF or WEBP; nothing is left behind then. The caller answers the request.
   */
  async receive(key: string, body: Readable, { maxBytes }: { maxBytes: number }): Promise<ReceivedObject> {
    const target = this.pathOf(key)
    const guard = new UploadGuard(maxBytes)
    // pipe() rather than pipeline(): on a refusal the request must stay open for our 413/415 answer,
    // and pipeline would destroy it. A client that goes away must still end the guard, though. Listened
    // for before the first await: a client gone while the folder is made would otherwise end unheard, and
    // the upload would wait for it for ever.
    const onClose = () => {
      if (!body.readableEnded) guard.destroy(new Error('The upload was aborted by the client'))
    }
    body.once('close', onClose)
    body.once('error', (err) => guard.destroy(err))
    // Until pipeline() listens, an error destroying the guard would be thrown as uncaught; pipeline
    // reports it.
    guard.on('error', () => {})
    try {
      await mkdir(path.dirname(target), { recursive: true })
    } catch (err) {
      body.off('close', onClose)
      throw err
    }
    // A name no key can have (keys carry no dots), written next to the target so the rename is atomic.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`
    body.pipe(guard)
    const sink = createWriteStream(partial, { flags: 'wx', mode: 0o600 })
    try {
      await pipeline(guard, sink)
      if (!guard.contentType) throw new UploadRejectedError('not-an-image')
      await rename(partial, target)
      return { size: guard.size, contentType: guard.contentType }
    } catch (err) {
      body.unpipe(guard)
      // A refusal can come before the file has finished opening; pipeline destroys the sink but the open
      // still completes and creates the file. Removing it before the sink has closed could leave it behind.
      // (Not events.once: it rejects on the 'error' the destroyed sink emits first.)
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()))
      await rm(partial, { force: true })
      throw err
    } finally {
      body.off('close', onClose)
    }
  }

  async inspect(key: string, headBytes: number): Promise<StoredObjectInfo | null> {
    const handle = await open(this.pathOf(key), 'r').catch(ifMissing(null))
    if (!handle) return null
    try {
      const { size } = await handle.stat()
      const head = Buffer.alloc(Math.min(headBytes, size))
      const { bytesRead } = await handle.read(head, 0, head.length, 0)
      return { size, head: head.subarray(0, bytesRead) }
    } finally {
      await handle.close()
    }
  }

  async read(key: string): Promise<Readable | null> {
    const handle = await open(this.pathOf(key), 'r').catch(ifMissing(null))
    return handle ? handle.createReadStream() : null
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }

  async *list(folder: string): AsyncIterable<ListedObject> {
    const dir = path.join(this.dir, folder)
    const names = await readdir(dir).catch(ifMissing([] as string[]))
    for (const name of names) {
      const info = await stat(path.join(dir, name)).catch(ifMissing(null))
      if (!info?.isFile()) continue
      const key = `${folder}/${name}`
      yield { key, lastModified: info.mtime, leftover: !isValidKey(key) }
    }
  }

  async remove(entry: ListedObject): Promise<void> {
    if (!entry.leftover) return this.delete(entry.key)
    // A name read from the folder itself: one path segment, never '..'.
    const [folder, name, ...rest] = entry.key.split('/')
    if (!folder || !name || rest.length > 0 || name === '..' || name === '.') return
    await rm(path.join(this.dir, folder, name), { force: true })
  }

  pathOf(key: string): string {
    assertValidKey(key)
    return path.join(this.dir, ...key.split('/'))
  }
}

function ifMissing<T>(value: T) {
  return (err: NodeJS.ErrnoException): T => {
    if (err.code === 'ENOENT') return value
    throw err
  }
}
