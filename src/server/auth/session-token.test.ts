import { afterEach, describe, expect, it, vi } from "vitest";
import { issueSessionToken, readSessionToken, SESSION_MAX_AGE_SECONDS } from "@/server/auth/session-token";

afterEach(() => {
  vi.useRealTimers();
});

describe("session tokens", () => {
  it("read the same claims every time, and none once expired, even after an earlier read", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T10:00:00Z"), toFake: ["Date"] });
    const token = await issueSessionToken({ userId: 42, sessionVersion: 3 });
    const first = await readSessionToken(token);
    expect(first).toMatchObject({ userId: 42, sessionVersion: 3 });
    expect(await readSessionToken(token)).toEqual(first);

    vi.setSystemTime(new Date(Date.parse("2026-11-24T10:00:00Z") + SESSION_MAX_AGE_SECONDS * 1000 + 1000));
    expect(await readSessionToken(token)).toBeNull();
  });

  it("read nothing from a token that is not one of ours", async () => {
    const token = await issueSessionToken({ userId: 7, sessionVersion: 0 });
    expect(await readSessionToken(`${token.slice(0, -4)}AAAA`)).toBeNull();
    expect(await readSessionToken("not-a-token")).toBeNull();
  });
});
