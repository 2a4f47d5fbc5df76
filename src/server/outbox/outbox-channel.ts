import type { Tx } from "@/server/db";

// What one outbox (mail, push) is to the engine (docs/architecture.md, "Mail" and "Push"): its
// table, how its due rows are read and sent, how long they are retried, how long they are kept.
// The engine (deliver-due.ts, prune-outbox.ts, outbox-worker.ts) does the rest the same way for
// every channel.
//
// The table has the outbox's columns: id, attempts, next_attempt_at, sent_at, failed_at,
// last_error, created_at. Its body column goes once a row is sent or failed: a trigger of the
// table's own holds that, so the engine never names it.

/** A due row as claimed: the channel's columns, with the engine's own. */
export type ClaimedRow = {
  id: number;
  attempts: number;
  /** Written longer ago than the channel's retry window: a failure now gives it up. */
  last_chance: boolean;
  /** Whose row it is (a member), for sending side by side fairly; null when the channel has no such key. */
  group_key: number | null;
};

/** `firstDelayMs` after the first failure, doubling up to `maxDelayMs`; tried for `windowMs` after the row was written. */
export type RetrySchedule = { firstDelayMs: number; maxDelayMs: number; windowMs: number };

export type OutboxChannel<Row extends ClaimedRow = ClaimedRow, Round = unknown> = {
  /** For the logs: 'mail', 'push'. */
  name: string;
  /** The outbox table, as `o` in the claim. */
  table: string;
  /** What the claim reads besides the engine's columns, as SQL (constants of the channel, never input). */
  claim: {
    /** The channel's columns: `o.subject, o.text`. */
    columns: string;
    /** Tables joined to the outbox row: `JOIN push_subscriptions s ON s.id = o.subscription_id`. */
    join?: string;
    /** Joined tables whose row is locked with the outbox row (one send at a time per device): `s`. */
    lockAlso?: string;
    /** Whose row it is: each send takes a row of a group with nothing under way first. */
    groupBy?: string;
  };
  retry: RetrySchedule;
  /** Days a sent row, and a failed one, is kept before the pruning deletes it. */
  keptDays: { sent: number; failed: number };
  /** Sends at once in a process: each holds a pool connection while it waits. */
  parallelSends: number;
  /** The longest one send may take: the transaction holding the row outlasts it. */
  sendTimeoutMs: () => number;
  /** Read once per round before any transaction opens (no pool read inside one), given to each send. */
  startRound?: () => Promise<Round>;
  /**
   * Sends one claimed row, inside the transaction that holds its lock. 'gone': the channel found
   * the row's recipient gone and removed the row itself. A throw is a failure, retried on the
   * schedule unless `failsForGood` says this row is not to be tried again.
   */
  send: (tx: Tx, row: Row, round: Round) => Promise<"sent" | "gone">;
  failsForGood?: (error: unknown, row: Row) => boolean;
};

/** The wait before attempt `attempt + 1`, after `attempt` failures. */
export function retryDelayMs({ firstDelayMs, maxDelayMs }: RetrySchedule, attempt: number): number {
  return Math.min(firstDelayMs * 2 ** (attempt - 1), maxDelayMs);
}
