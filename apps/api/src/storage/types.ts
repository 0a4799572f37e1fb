// One interface for where feedback screenshots live. Browsers upload straight to the address the storage
// signs (our own PUT route for the local folder, the bucket itself for S3); the API only ever reads back
// what it needs to check an upload and, later, to show it to staff.
import type { Readable } from 'node:stream'
import { OBJECT_NAME_PATTERN } from '@vps/specs'

export interface UploadUrlOptions {
  /** Largest body the address accepts. */
  maxBytes: number
  /** Seconds until the address stops working. */
  expiresInSeconds: number
}

export interface StoredObjectInfo {
  size: number
  /** The object's first bytes (at most as many as asked for), for sniffing its type. */
  head: Uint8Array
}

/** One entry of a folder's listing (`ObjectStorage.list`). */
export interface ListedObject {
  /** The object's key ('feedback/<name>'), or for a leftover the folder and its file name. */
  key: string
  lastModified: Date
  /** A partial file an upload left when the process stopped mid-way (local folder only): no object. */
  leftover: boolean
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3'
  /**
   * The origin browsers send uploads to when it is not the site's own, so the Content-Security-Policy can
   * allow it; null for the local folder, whose address is a path on this server.
   */
  readonly uploadOrigin: string | null
  /** A root-relative or absolute address for one PUT of `key`. */
  createUploadUrl(key: string, options: UploadUrlOptions): Promise<string>
  /** Size and first bytes of a stored object, or null when there is none. */
  inspect(key: string, headBytes: number): Promise<StoredObjectInfo | null>
  /** The object's bytes, or null when there is none (the staff area reads screenshots through this). */
  read(key: string): Promise<Readable | null>
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>
  /** Everything stored in one folder, for the sweep of uploads no feedback took (feedback/sweep.ts). */
  list(folder: string): AsyncIterable<ListedObject>
  /** Removes a listed entry, leftover or object; removing a missing one is not an error. */
  remove(entry: ListedObject): Promise<void>
}

// Keys are '<folder>/<name>' from our own random ids (OBJECT_NAME_PATTERN).
const KEY = new RegExp(`^[a-z]+/${OBJECT_NAME_PATTERN}$`)

export const isValidKey = (key: string): boolean => KEY.test(key)

export function assertValidKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`)
}
