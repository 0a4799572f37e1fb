// Storage in an S3-compatible bucket. Browsers PUT straight to a presigned address, so the bucket (not
// this server) receives the bytes; the size and type checks therefore happen when the feedback naming the
// object is submitted (HEAD for the size, a ranged GET of the first bytes for the type).
//
// A presigned PUT cannot carry a size range (only an exact Content-Length, unknown when the address is
// requested) and stays valid until it expires, so the bucket itself enforces neither the 1 MB limit nor
// single use: the submit-time checks do, and an object that fails them is deleted.
import type { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import type { S3Env } from '../env.ts'
import type { ListedObject, ObjectStorage, StoredObjectInfo, UploadUrlOptions } from './types.ts'
import { assertValidKey, isValidKey } from './types.ts'

// The SDK is loaded only when S3 is configured: it adds about a quarter of a second and 30 MB to a start
// that, with the default local folder, never needs it.
const loadSdk = async () => {
  const [client, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ])
  return { ...client, getSignedUrl: presigner.getSignedUrl }
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>

function createS3Client(sdk: Sdk, config: S3Env): S3Client {
  return new sdk.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // Since 3.729 the SDK adds a CRC32 of the (empty, at signing time) body to presigned PUTs, which
    // makes every real upload fail the checksum; only send checksums where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

const isNotFound = (sdk: Sdk, err: unknown) =>
  err instanceof sdk.S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey')

export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const

  private constructor(
    private readonly sdk: Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
    readonly uploadOrigin: string,
  ) {}

  /** Async for the lazy SDK, and because the upload origin is read off a real presigned address. */
  static async create(config: S3Env): Promise<S3ObjectStorage> {
    const sdk = await loadSdk()
    const client = createS3Client(sdk, config)
    const probe = await sdk.getSignedUrl(
      client,
      new sdk.PutObjectCommand({ Bucket: config.bucket, Key: 'probe' }),
      {
        expiresIn: 60,
      },
    )
    return new S3ObjectStorage(sdk, client, config.bucket, new URL(probe).origin)
  }

  async createUploadUrl(key: string, { expiresInSeconds }: UploadUrlOptions): Promise<string> {
    assertValidKey(key)
    return this.sdk.getSignedUrl(
      this.client,
      new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: key }),
      {
        expiresIn: expiresInSeconds,
      },
    )
  }

  async inspect(key: string, headBytes: number): Promise<StoredObjectInfo | null> {
    assertValidKey(key)
    try {
      const head = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }))
      const size = head.ContentLength ?? 0
      // A range on an empty object is a 416, and an empty object needs no sniffing to be refused.
      if (size === 0 || headBytes === 0) return { size, head: new Uint8Array() }
      const first = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${headBytes - 1}` }),
      )
      const bytes = (await first.Body?.transformToByteArray()) ?? new Uint8Array()
      return { size, head: bytes.subarray(0, headBytes) }
    } catch (err) {
      if (isNotFound(this.sdk, err)) return null
      throw err
    }
  }

  async read(key: string): Promise<Readable | null> {
    assertValidKey(key)
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }))
      return (object.Body as Readable | undefined) ?? null
    } catch (err) {
      if (isNotFound(this.sdk, err)) return null
      throw err
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key)
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }

  async *list(folder: string): AsyncIterable<ListedObject> {
    let token: string | undefined
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      )
      for (const object of page.Contents ?? []) {
        // A bucket PUT is whole or absent, so there are no leftovers; a key we never minted is not ours.
        if (object.Key && object.LastModified && isValidKey(object.Key)) {
          yield { key: object.Key, lastModified: object.LastModified, leftover: false }
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  async remove(entry: ListedObject): Promise<void> {
    await this.delete(entry.key)
  }
}
