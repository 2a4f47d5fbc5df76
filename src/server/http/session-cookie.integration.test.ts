import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { callRoute, sessionCookieOf } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";

// Under an https APP_URL the session cookie is Secure; the cookie that clears it at sign-out
// carries the same attributes, or a browser may keep the one it was told to forget.

beforeAll(() => {
  process.env.APP_URL = "https://ace.exemplo.pt"; // read on first use, so before any call
});

/** A Set-Cookie's attributes other than its value, Max-Age and Expires, lower-cased and sorted. */
function attributesOf(setCookie: string): string[] {
  return setCookie
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !part.startsWith("max-age=") && !part.startsWith("expires="))
    .sort();
}

describe("the session cookie under https (integration)", () => {
  it("is cleared at sign-out with the attributes it was set with, Secure included", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const signedIn = await callRoute(login, { body: { email: "aluno@ace.pt", password: "segredo1" } });
    const set = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("ace_session="))!;

    const signedOut = await callRoute(logout, { method: "POST", cookie: sessionCookieOf(signedIn.headers) });
    const cleared = signedOut.headers.getSetCookie().find((cookie) => cookie.startsWith("ace_session="))!;

    expect(cleared).toMatch(/^ace_session=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(attributesOf(cleared)).toContain("secure");
    expect(attributesOf(cleared)).toEqual(attributesOf(set));
  });
});
