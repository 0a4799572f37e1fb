// Every statement an embedded PGlite runs, fenced by the folder's lock (folder-lock.ts). The check runs
// before a statement, so a process that lost the folder does not write into files another process now
// uses, and again after it, so a statement that ran while another process was taking the folder over is
// never reported as done: a COMMIT (or a single INSERT, which commits by itself) whose check fails
// rejects, and its request gets a 503 instead of a 201.
//
// The second check is what makes an acknowledged write safe. The next holder writes its token before it
// opens the database; so if the token is still ours after the COMMIT, the next holder had not opened the
// files yet when the COMMIT reached them, and reads them with the row in. What the fence cannot stop is a
// process frozen in the middle of a statement and resumed after the next holder opened the folder: that
// statement finishes writing, and is then refused (docs/operations.md).
import type { PGlite, Results } from '@electric-sql/pglite'
import type { FolderLock } from './folder-lock.ts'

/** The PGlite instance with `query` checked against `lock` on both sides; everything else as it is. */
export function fencedPGlite(pglite: PGlite, lock: Pick<FolderLock, 'assertHeld'>): PGlite {
  async function query<T>(...args: Parameters<PGlite['query']>): Promise<Results<T>> {
    lock.assertHeld()
    const result = await pglite.query<T>(...args)
    lock.assertHeld()
    return result
  }
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query
      const value = Reflect.get(target, property, target)
      // PGlite's methods read private fields: they must run on the instance, not on this proxy.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
