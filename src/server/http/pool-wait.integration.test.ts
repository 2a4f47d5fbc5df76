import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { SERVER_BUSY } from "@/server/errors";
import { errorResponse, POOL_BUSY_RETRY_AFTER_SECONDS } from "@/server/http/error-response";

// A request that finds no free database connection in time (every one held, and the wait,
// DATABASE_POOL_TIMEOUT_MS, over) is answered 503 "busy" with Retry-After, as the door's own
// refusal is, never 500: the server is busy, not broken. Set before the pool is made: one
// connection (this file only: test/setup-environment.ts gives the next its own).
//
// Only the call that must give up waits briefly. Whatever sets the scene (a new connection, a
// BEGIN) gets a wait no loaded machine reaches: with the file's wait at 200 ms, a loaded machine
// once failed to start the transaction that was to hold the connection (30 November 2026).
process.env.DATABASE_POOL_SIZE = "1";
process.env.DATABASE_POOL_TIMEOUT_MS = "60000";
/** The wait of the call that finds the connection held. */
const GIVE_UP_MS = 200;
/** pg's own pool: its one wait is both the new connection's and the held one's. */
const PG_POOL_WAIT_MS = 5_000;

const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

async function expectBusyAnswer(failure: unknown) {
  const response = errorResponse(failure);
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe(String(POOL_BUSY_RETRY_AFTER_SECONDS));
  expect(await response.json()).toEqual({ error: SERVER_BUSY });
}

describe("no free database connection in time (integration)", () => {
  it("a transaction that cannot start is answered 503 with Retry-After", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const connectionHeld = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.$transaction(async (tx) => {
      await tx.user.count();
      holding();
      await held;
    });
    await connectionHeld;
    try {
      const failure = await db.$transaction(async (tx) => tx.user.count(), { maxWait: GIVE_UP_MS }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      await expectBusyAnswer(failure);
    } finally {
      release();
      await holder;
    }
    // Once the connection is free, the same call goes through: the one that gave up did not keep it.
    expect(await db.$transaction(async (tx) => tx.user.count())).toBe(0);
  });

  it("so is pg's own pool giving up its wait", async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: PG_POOL_WAIT_MS });
    pools.push(pool);
    const client = await pool.connect();
    try {
      const failure = await pool.query("SELECT 1").then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      await expectBusyAnswer(failure);
    } finally {
      client.release();
    }
  });
});
