import { describe, expect, it } from "vitest";
import { retryDelayMs } from "@/server/mail/deliver-outbox";

describe("outbox retry backoff", () => {
  it("doubles from 30 seconds and stops growing at one hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(5)).toBe(480_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
