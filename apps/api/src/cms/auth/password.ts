// Password hashing with argon2id (@node-rs/argon2 defaults: argon2id, 19 MiB, 2 passes, the OWASP baseline).
import { hash, verify } from '@node-rs/argon2'

export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

// A real hash of a random password, made once: verifying against it costs what a real check costs, so an
// unknown email answers as slowly as a wrong password and timing does not tell which emails exist.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => {
  dummyHash ??= hash(crypto.randomUUID())
  return dummyHash
}

/** True when the password matches; with no stored hash it does the same work and answers false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await getDummyHash(), password)
    return false
  }
  try {
    return await verify(storedHash, password)
  } catch {
    // A corrupt stored hash is a failed sign-in, not a 500 that would single out the account.
    return false
  }
}
