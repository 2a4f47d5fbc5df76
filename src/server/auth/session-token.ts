import { decode, encode } from "next-auth/jwt";
import { config } from "@/server/config";

// The session is a JWT made with next-auth's helpers (encrypted and signed with AUTH_SECRET).
// It names the user and the user's session version; the user row is re-read on every request.

export const SESSION_COOKIE = "ace_session";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const SALT = "ace-session";

export type SessionClaims = { userId: number; sessionVersion: number };

export async function issueSessionToken(claims: SessionClaims): Promise<string> {
  return encode({
    token: { sub: String(claims.userId), sv: claims.sessionVersion },
    secret: config().authSecret,
    salt: SALT,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** The claims of a valid, unexpired token, or null for anything else. */
export async function readSessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const payload = await decode({ token, secret: config().authSecret, salt: SALT });
    const userId = Number(payload?.sub);
    const sessionVersion = payload?.sv;
    if (!Number.isInteger(userId) || typeof sessionVersion !== "number") return null;
    return { userId, sessionVersion };
  } catch {
    return null;
  }
}
