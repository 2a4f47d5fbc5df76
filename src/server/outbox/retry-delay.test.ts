import { describe, expect, it } from "vitest";
import { mailOutbox } from "@/server/mail/mail-outbox";
import { retryDelayMs } from "@/server/outbox/outbox-channel";
import { pushOutbox } from "@/server/push/push-outbox";

describe("outbox retry backoff", () => {
  it("doubles from 30 seconds and stops growing at one hour for mail", () => {
    expect(retryDelayMs(mailOutbox.retry, 1)).toBe(30_000);
    expect(retryDelayMs(mailOutbox.retry, 2)).toBe(60_000);
    expect(retryDelayMs(mailOutbox.retry, 5)).toBe(480_000);
    expect(retryDelayMs(mailOutbox.retry, 20)).toBe(3_600_000);
  });

  it("doubles from 30 seconds and stops growing at 30 minutes for pushes", () => {
    expect(retryDelayMs(pushOutbox.retry, 1)).toBe(30_000);
    expect(retryDelayMs(pushOutbox.retry, 6)).toBe(960_000);
    expect(retryDelayMs(pushOutbox.retry, 7)).toBe(1_800_000);
    expect(retryDelayMs(pushOutbox.retry, 20)).toBe(1_800_000);
  });
});
