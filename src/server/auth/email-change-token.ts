import { createHash, randomBytes } from "node:crypto";

// The token of the link mailed to a new address. 256 random bits: nobody guesses one. Only its
// SHA-256 is stored, so the database (or a backup of it) cannot confirm a change by itself.

export function newEmailChangeToken(): string {
  return randomBytes(32).toString("base64url");
}

export function emailChangeTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
