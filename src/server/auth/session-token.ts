import { randomBytes } from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { config } from "@/server/config";
import { readCookie } from "@/server/request/read-cookie";

// The session is a JWT made with next-auth's helpers (encrypted and signed with AUTH_SECRET).
// It names the user, the user's session version and the session itself (`sid`, so logout can
// end this one session); the user row is re-read on every request.

export const SESSION_COOKIE = "ace_session";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const SALT = "ace-session";

export type SessionClaims = { userId: number; sessionVersion: number };
export type SessionToken = SessionClaims & { sessionId: string; expiresAt: Date };

export async function issueSessionToken(claims: SessionClaims): Promise<string> {
  return encode({
    token: { sub: String(claims.userId), sv: claims.sessionVersion, sid: randomBytes(18).toString("base64url") },
    secret: config().authSecret,
    salt: SALT,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/**
 * Decoding derives the key (HKDF) and decrypts: about a fifth of a millisecond, the dearest part
 * of reading a session. A token decodes the same every time, so the process keeps the latest
 * ones' claims (the user row is still read on every request) and checks their expiry on each use.
 */
const MAX_DECODED = 1000;
const decoded = new Map<string, Promise<SessionToken | null>>();

/** The claims of a valid, unexpired token, or null for anything else. */
export async function readSessionToken(token: string): Promise<SessionToken | null> {
  let claims = decoded.get(token);
  if (!claims) {
    if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value!);
    claims = decodeSessionToken(token);
    decoded.set(token, claims);
  }
  const valid = await claims;
  // The real clock, not the club's (`now()`, which tests may pin): next-auth stamps the expiry,
  // and checks it on decoding, with the real one.
  return valid && valid.expiresAt.getTime() > Date.now() ? valid : null;
}

async function decodeSessionToken(token: string): Promise<SessionToken | null> {
  try {
    const payload = await decode({ token, secret: config().authSecret, salt: SALT });
    const userId = Number(payload?.sub);
    const { sv: sessionVersion, sid: sessionId, exp } = payload ?? {};
    if (!Number.isInteger(userId) || typeof sessionVersion !== "number") return null;
    if (typeof sessionId !== "string" || sessionId.length > 64 || typeof exp !== "number") return null;
    return { userId, sessionVersion, sessionId, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}

/**
 * The session token a request carries, from its headers: `Authorization: Bearer` for API clients,
 * else the session cookie. The route wrapper (a web Request) and the server's door (a Node
 * request, before Next.js) both read it here.
 */
export function sessionTokenIn(authorization: string | null | undefined, cookies: string | null | undefined): { token: string | undefined; viaCookie: boolean } {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer) return { token: bearer, viaCookie: false };
  return { token: readCookie(cookies ?? null, SESSION_COOKIE), viaCookie: true };
}

/** The token of a web Request (a route's): `sessionTokenIn` over its headers. */
export function sessionTokenOf(request: Request): { token: string | undefined; viaCookie: boolean } {
  return sessionTokenIn(request.headers.get("authorization"), request.headers.get("cookie"));
}
