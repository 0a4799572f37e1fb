// The feedback flow's rules: minting upload addresses, receiving uploads into the local folder, and
// storing a submission together with the screenshot it names. Routes only translate HTTP to these calls.
import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { type FeedbackSubmission, MESSAGES, UPLOAD_LIMITS } from '@vps/specs'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { ApiError } from '../errors.ts'
import { UploadRejectedError, type UploadRejection } from '../storage/errors.ts'
import type { AnyObjectStorage } from '../storage/index.ts'
import { SNIFF_BYTES, sniffImageType } from '../storage/sniff.ts'
import type { UploadUrlQuery } from '../storage/upload-url.ts'
import { FEEDBACK_OPTIONS } from './options.ts'
import * as repo from './repository.ts'
import { type SweepResult, sweepOrphanUploads } from './sweep.ts'

/** Storage folder of screenshots; imagePath '/objects/feedback/{file}' is key 'feedback/{file}'. */
export const FEEDBACK_FOLDER = 'feedback'

export function keyFromImagePath(imagePath: string): string {
  return imagePath.replace(/^\/objects\//, '')
}

function rejectionError(reason: UploadRejection): ApiError {
  return reason === 'too-large'
    ? new ApiError(413, 'UPLOAD_TOO_LARGE', MESSAGES.screenshotTooLarge)
    : new ApiError(415, 'UNSUPPORTED_IMAGE', 'The file is not a PNG, JPEG, WEBP or GIF image')
}

const uploadNotFound = () =>
  new ApiError(400, 'UPLOAD_NOT_FOUND', 'The screenshot upload was not found. Please attach it again.')

export class FeedbackService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: AnyObjectStorage,
    private readonly log?: FastifyBaseLogger,
    /** The clock upload rows are stamped with, which the sweep compares (tests move it). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Deletes uploads no feedback took once their address has long expired (sweep.ts). */
  sweepOrphans(): Promise<SweepResult> {
    return sweepOrphanUploads(this.db, this.storage, FEEDBACK_FOLDER, this.now(), this.log)
  }

  /** A signed address for one PUT of a new screenshot. */
  async createUploadUrl(): Promise<string> {
    // 128 random bits: the key is unguessable, so nobody can aim a submission at someone else's upload.
    const key = `${FEEDBACK_FOLDER}/${randomBytes(16).toString('hex')}`
    return this.storage.createUploadUrl(key, {
      maxBytes: UPLOAD_LIMITS.screenshotMaxBytes,
      expiresInSeconds: FEEDBACK_OPTIONS.uploadUrlTtlSeconds,
    })
  }

  /**
   * The local folder's PUT: checks the address, claims it (single use), then streams the body in.
   * Any attempt that passes the signature check spends the address, whatever its outcome.
   */
  async receiveUpload(upload: {
    file: string
    query: UploadUrlQuery
    contentLength: number | undefined
    body: Readable
  }): Promise<void> {
    if (this.storage.kind !== 'local') throw new ApiError(404, 'NOT_FOUND', 'Not found')
    const key = `${FEEDBACK_FOLDER}/${upload.file}`
    const check = this.storage.verifyUploadUrl(key, upload.query)
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new ApiError(403, 'UPLOAD_URL_EXPIRED', 'This upload address has expired')
        : new ApiError(403, 'UPLOAD_URL_INVALID', 'This upload address is not valid')
    }
    if (!(await repo.claimUpload(this.db, key, new Date(this.now())))) {
      throw new ApiError(403, 'UPLOAD_URL_USED', 'This upload address has already been used')
    }
    try {
      // A declared length over the limit is refused before reading a byte; an undeclared one is counted.
      if (upload.contentLength !== undefined && upload.contentLength > check.maxBytes) {
        throw new UploadRejectedError('too-large')
      }
      const stored = await this.storage.receive(key, upload.body, { maxBytes: check.maxBytes })
      await repo.markUploadStored(this.db, key, stored, new Date(this.now()))
    } catch (err) {
      await repo.markUploadFailed(this.db, key).catch((markErr: unknown) => {
        this.log?.error({ err: markErr, key }, 'Could not mark an upload as failed')
      })
      throw err instanceof UploadRejectedError ? rejectionError(err.reason) : err
    }
  }

  /** Stores a submission; resolves with its id once the transaction has committed. */
  async submit(submission: FeedbackSubmission): Promise<string> {
    const key = submission.imagePath ? keyFromImagePath(submission.imagePath) : null
    if (key) await this.#prepareUpload(key)
    return this.db.transaction().execute(async (trx) => {
      // Taken inside the transaction, in one statement: if the insert fails the screenshot is not left
      // marked as used, and two submissions naming it cannot both have it.
      if (key && !(await repo.attachUpload(trx, key))) throw await unavailable(trx, key)
      return repo.insertFeedback(trx, {
        name: submission.name,
        email: submission.email,
        message: submission.feedback,
        image_key: key,
      })
    })
  }

  /**
   * The bytes must be in storage. Our own PUT route recorded a local upload already (the attach step checks
   * its status); a bucket's object is seen here for the first time, so its size and type are checked now.
   */
  async #prepareUpload(key: string): Promise<void> {
    if (this.storage.kind === 'local') {
      if (!(await this.storage.inspect(key, 0))) throw uploadNotFound()
      return
    }
    if (await repo.findUpload(this.db, key)) return
    const info = await this.storage.inspect(key, SNIFF_BYTES)
    if (!info) throw uploadNotFound()
    const contentType = sniffImageType(info.head)
    const tooLarge = info.size > UPLOAD_LIMITS.screenshotMaxBytes
    if (tooLarge || !contentType) {
      await this.storage.delete(key)
      await repo.recordCheckedUpload(this.db, key, 'failed', new Date(this.now()))
      throw rejectionError(tooLarge ? 'too-large' : 'not-an-image')
    }
    await repo.recordCheckedUpload(this.db, key, { size: info.size, contentType }, new Date(this.now()))
  }
}

/**
 * Why an upload could not be attached; only looked up on that (rare) path. Through the transaction: on
 * PGlite, the single connection is the transaction's until it ends, so a query beside it would wait forever.
 */
async function unavailable(trx: Kysely<Database>, key: string): Promise<ApiError> {
  const row = await repo.findUpload(trx, key)
  return row?.status === 'attached'
    ? new ApiError(400, 'UPLOAD_ALREADY_USED', 'This screenshot was already submitted')
    : uploadNotFound()
}
