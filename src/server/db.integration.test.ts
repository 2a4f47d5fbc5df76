import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { db, queryRows, sqlTransaction } from "@/server/db";

// The pool: its size and wait are set (docs/architecture.md, "Concurrency and hostile input"), and
// under tests a read through it from inside a transaction throws instead of waiting for a second
// connection while holding one.

// The documented wait, not the tests' (test/setup-environment.ts), before the pool is made.
delete process.env.DATABASE_POOL_TIMEOUT_MS;

const INSIDE = /inside a transaction: read it before the transaction opens, or through its tx/;

describe("the pool (integration)", () => {
  it("has the documented sizes and wait unless DATABASE_POOL_SIZE, DATABASE_READ_POOL_SIZE or DATABASE_POOL_TIMEOUT_MS say otherwise", async () => {
    await db.user.count(); // opens the writes' pool
    await queryRows`SELECT 1`; // and the reads'
    type Pool = { options: { max: number; connectionTimeoutMillis: number } };
    const pools = globalThis as { acePool?: Pool; aceReadPool?: Pool };
    expect(pools.acePool?.options).toMatchObject({ max: 10, connectionTimeoutMillis: 5_000 });
    expect(pools.aceReadPool?.options).toMatchObject({ max: 5, connectionTimeoutMillis: 5_000 });
  });

  it("answers a read while every connection of the writes' pool is held by a transaction", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const allStarted = new Promise<void>((resolve) => {
      for (let index = 0; index < 10; index++) {
        void db.$transaction(async (tx) => {
          await tx.user.count();
          if (++started === 10) resolve();
          await held;
        });
      }
    });
    await allStarted;
    try {
      expect(await queryRows<{ one: number }>`SELECT 1 AS one`).toEqual([{ one: 1 }]);
    } finally {
      release();
    }
  });

  it("refuses a read through the pool inside a transaction, and allows it through tx and after", async () => {
    await expect(db.$transaction(async () => queryRows`SELECT 1`)).rejects.toThrow(INSIDE);
    await expect(db.$transaction(async () => db.user.count())).rejects.toThrow(INSIDE);
    await expect(db.$transaction(async () => db.$transaction(async () => 1))).rejects.toThrow(INSIDE);
    expect(await db.$transaction(async (tx) => tx.user.count())).toBe(0);
    await db.$transaction([db.user.count(), db.animal.count()]); // a batch: its statements are built before it opens
    expect(await queryRows<{ one: number }>`SELECT 1 AS one`).toEqual([{ one: 1 }]);
  });

  it("runs a driver transaction whole or not at all, and refuses a pool read inside it", async () => {
    const name = (suffix: string) => `Sócia ${suffix}`;
    const insert = (tx: Parameters<Parameters<typeof sqlTransaction>[0]>[0], suffix: string) =>
      tx.$executeRaw`INSERT INTO users (name, email, password_hash, updated_at) VALUES (${name(suffix)}, ${`${suffix}@ace.pt`}, '!', now())`;
    await expect(
      sqlTransaction(async (tx) => {
        await insert(tx, "desfeita");
        throw new Error("a rule refused it");
      }),
    ).rejects.toThrow("a rule refused it");
    await expect(sqlTransaction(async (tx) => (await insert(tx, "outra"), queryRows`SELECT 1`))).rejects.toThrow(INSIDE);
    expect(await sqlTransaction(async (tx) => insert(tx, "feita"))).toBe(1);
    const names = await queryRows<{ name: string }>`SELECT name FROM users ORDER BY name`;
    expect(names.map((row) => row.name)).toEqual([name("feita")]);
  });

  it("sends a tagged template's values as parameters, and takes pieces of SQL into it", async () => {
    const quoted = "O'Neill; DROP TABLE users";
    const extra = (on: boolean) => (on ? Prisma.sql`, ${2}::int AS two` : Prisma.empty);
    expect(await queryRows`SELECT ${quoted}::text AS name${extra(true)}`).toEqual([{ name: quoted, two: 2 }]);
    expect(await queryRows`SELECT ${quoted}::text AS name${extra(false)}`).toEqual([{ name: quoted }]);
    expect(await queryRows`SELECT ${Prisma.join([Prisma.sql`${1}::int AS a`, Prisma.sql`${"b"}::text AS b`])}`).toEqual([{ a: 1, b: "b" }]);
  });
});
