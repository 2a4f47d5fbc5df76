import { monitorEventLoopDelay } from "node:perf_hooks";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, passwordHashCost, PRODUCTION_PASSWORD_COST, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("hashes at cost 12 unless the test suite lowers it", async () => {
    expect(PRODUCTION_PASSWORD_COST).toBe(12);
    expect(passwordHashCost({})).toBe(12);
    expect(passwordHashCost({ ACE_TEST_PASSWORD_COST: "" })).toBe(12);
    const hash = await hashPassword("agility-2026", passwordHashCost({}));
    expect(bcrypt.getRounds(hash)).toBe(12);
    expect(await verifyPassword("agility-2026", hash)).toBe(true);
    expect(await verifyPassword("agility-2027", hash)).toBe(false);
  });

  it("takes the test suite's lower cost, and refuses one that is not a bcrypt cost", async () => {
    expect(passwordHashCost({ ACE_TEST_PASSWORD_COST: "4" })).toBe(4);
    expect(bcrypt.getRounds(await hashPassword("x", 4))).toBe(4);
    for (const wrong of ["3", "32", "4.5", "doze"]) {
      expect(() => passwordHashCost({ ACE_TEST_PASSWORD_COST: wrong })).toThrow(/ACE_TEST_PASSWORD_COST/);
    }
  });

  it("checks hashes made elsewhere by bcrypt (the seed, older accounts)", async () => {
    const hash = bcrypt.hashSync("demo123", 5);
    expect(await verifyPassword("demo123", hash)).toBe(true);
    expect(await verifyPassword("demo124", hash)).toBe(false);
  });

  it("leaves the event loop free while it hashes", async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    const started = performance.now();
    delay.enable();
    await Promise.all(Array.from({ length: 4 }, (_, index) => hashPassword(`flood-${index}`, 12)));
    delay.disable();
    const perHash = (performance.now() - started) / 4;
    // bcryptjs on the event loop holds it for up to 100 ms at a time, a third of a hash or more.
    expect(delay.max / 1e6).toBeLessThan(perHash / 5);
  });
});
