import { NextResponse } from "next/server";
import { config } from "@/server/config";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "@/server/auth/session-token";
import { DEVICE_COOKIE, DEVICE_MAX_AGE_SECONDS } from "@/server/auth/trusted-device";

// The web screens carry the session in an httpOnly cookie (never readable by scripts).

/** Every cookie's attributes: a cookie that clears one must carry the same as the one that set it. */
function cookieAttributes(path: string, maxAge: number) {
  return { httpOnly: true, sameSite: "lax", secure: config().appUrl.startsWith("https://"), path, maxAge } as const;
}

/** The session cookie, and after a sign-in the browser's device token (kept a year, sent only to the auth API). */
export function jsonWithSessionCookie(body: unknown, token: string, status = 200, deviceCookie?: string): NextResponse {
  const response = NextResponse.json(body, { status });
  response.cookies.set(SESSION_COOKIE, token, cookieAttributes("/", SESSION_MAX_AGE_SECONDS));
  if (deviceCookie) {
    response.cookies.set(DEVICE_COOKIE, deviceCookie, cookieAttributes("/api/auth", DEVICE_MAX_AGE_SECONDS));
  }
  return response;
}

export function jsonClearingSessionCookie(body: unknown): NextResponse {
  const response = NextResponse.json(body);
  response.cookies.set(SESSION_COOKIE, "", cookieAttributes("/", 0));
  return response;
}
