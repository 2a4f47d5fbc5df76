import { NextResponse } from "next/server";
import { config } from "@/server/config";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "@/server/auth/session-token";

// The web screens carry the session in an httpOnly cookie (never readable by scripts).

export function jsonWithSessionCookie(body: unknown, token: string, status = 200): NextResponse {
  const response = NextResponse.json(body, { status });
  response.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: config().appUrl.startsWith("https://"),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return response;
}

export function jsonClearingSessionCookie(body: unknown): NextResponse {
  const response = NextResponse.json(body);
  response.cookies.set(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0 });
  return response;
}
