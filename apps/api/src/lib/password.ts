import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum, which isolated modules can't read.
const ARGON2ID = 2;

let memoryCost = 19_456;
export const configurePasswords = (kib: number) => {
  memoryCost = kib;
};

export const hashPassword = (plain: string) =>
  hash(plain, { algorithm: ARGON2ID, memoryCost, timeCost: 2, parallelism: 1 });

/** How many passwords this process has checked with argon2 (a counter the tests read). */
export const passwordStats = { verifications: 0 };

export async function verifyPassword(stored: string, plain: string) {
  passwordStats.verifications++;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so an unknown e-mail costs the same time as a wrong
 * password (no account enumeration by timing).
 */
export async function burnPasswordTime(plain: string) {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummy, plain);
  return false;
}
