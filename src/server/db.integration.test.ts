import { describe, expect, it } from "vitest";
import { db, queryRows } from "@/server/db";

// The pool: its size and wait are set (docs/architecture.md, "Concurrency and hostile input"), and
// under tests a read through it from inside a transaction throws instead of waiting for a second
// connection while holding one.

const INSIDE = /inside a transaction: read it before the transaction opens, or through its tx/;

describe("the pool (integration)", () => {
  it("has the documented size and wait unless DATABASE_POOL_SIZE or DATABASE_POOL_TIMEOUT_MS say otherwise", async () => {
    await db.user.count(); // opens the pool
    const pool = (globalThis as { acePool?: { options: { max: number; connectionTimeoutMillis: number } } }).acePool;
    expect(pool?.options).toMatchObject({ max: 10, connectionTimeoutMillis: 5_000 });
  });

  it("refuses a read through the pool inside a transaction, and allows it through tx and after", async () => {
    await expect(db.$transaction(async () => queryRows("SELECT 1"))).rejects.toThrow(INSIDE);
    await expect(db.$transaction(async () => db.user.count())).rejects.toThrow(INSIDE);
    await expect(db.$transaction(async () => db.$transaction(async () => 1))).rejects.toThrow(INSIDE);
    expect(await db.$transaction(async (tx) => tx.user.count())).toBe(0);
    await db.$transaction([db.user.count(), db.animal.count()]); // a batch: its statements are built before it opens
    expect(await queryRows<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });
});
