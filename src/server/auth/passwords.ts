/**
 * Password hashing with argon2id at OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane),
 * for login and transaction passwords alike.
 */
import { hash, verify } from '@node-rs/argon2';

export const ARGON2_OPTIONS = {
  // `Algorithm.Argon2id`: the package exports a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456, // KiB = 19 MiB
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password (PHC string with its own salt and parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// A hash of a random password, verified when the account does not exist, so that a wrong
// username costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash; with no hash (unknown account) it still spends the
 * time of a verification and answers false.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
