// Picks the storage the environment asks for. The local folder is the default and what the tests cover;
// S3 is chosen with STORAGE=s3 and the S3_* variables.
import type { Env } from '../env.ts'
import { LocalObjectStorage } from './local.ts'
import { S3ObjectStorage } from './s3.ts'
import { UploadUrlSigner } from './upload-url.ts'

export type AnyObjectStorage = LocalObjectStorage | S3ObjectStorage

export interface CreateStorageOptions {
  /** The API path of the local upload route for a key (the route module owns that layout). */
  localUploadPath: (key: string) => string
  /** Milliseconds since the epoch; tests move it to expire upload addresses. */
  now?: () => number
}

export async function createObjectStorage(
  env: Env,
  options: CreateStorageOptions,
): Promise<AnyObjectStorage> {
  if (env.storage === 's3') {
    if (!env.s3) throw new Error('STORAGE=s3 without S3 settings')
    return S3ObjectStorage.create(env.s3)
  }
  const signer = new UploadUrlSigner(env.sessionSecret, options.now)
  return new LocalObjectStorage(env.objectsDir, signer, options.localUploadPath)
}

export { UploadRejectedError } from './errors.ts'
export { LocalObjectStorage } from './local.ts'
export { S3ObjectStorage } from './s3.ts'
export { SNIFF_BYTES, sniffImageType } from './sniff.ts'
export type { ObjectStorage } from './types.ts'
