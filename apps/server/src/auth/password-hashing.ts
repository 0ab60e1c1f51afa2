import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); Better Auth's default
 * scrypt cost is below it. The parameters are stored in each hash, so raising them later only
 * affects new hashes.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
