import { randomInt } from "node:crypto";
import bcrypt from "bcryptjs";

const BCRYPT_COST = 12;
// No look-alike characters (0/O, 1/l/I): the password is read from an email and typed by hand.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

/** A random password for resets: 14 characters, about 80 bits. */
export function generatePassword(length = 14): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}
