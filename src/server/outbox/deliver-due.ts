import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/server/db";
import { retryDelayMs, type ClaimedRow, type OutboxChannel } from "@/server/outbox/outbox-channel";

// Delivers an outbox's due rows (docs/architecture.md, "Mail" and "Push"): one row per
// transaction, locked (FOR UPDATE SKIP LOCKED) while it is sent, so another instance skips it
// however slow the service is, and a crash mid-send releases it: each row goes out once, no lease
// to outlive. A failure is retried with backoff for the channel's window, then given up
// (failed_at). Sent or given up, the body goes (the table's trigger).
//
// Sends go side by side, up to the channel's parallelSends at once, each in its own transaction,
// and each send takes the next due row of a group (a member) with none under way before another
// of a group already being sent to: one member's silent devices hold one send each for a timeout,
// while the other members' rows go out beside them.

/** Rows per round, so a worker's tick ends and the pruning gets its turn. */
const PER_ROUND = 20;
/** The transaction holding a row outlasts the channel's longest send by this much. */
const TRANSACTION_MARGIN_MS = 60_000;

export type DeliveryCounts = { sent: number; failed: number; gone: number };
type Outcome = keyof DeliveryCounts | "none";
export type DeliveryRound = (options?: { at?: Date }) => Promise<DeliveryCounts>;

/** What the sends of one delivery share: whose rows are under way, and one claim at a time. */
type Sends = { underWay: Map<number, number>; inTurn: <T>(claim: () => Promise<T>) => Promise<T> };

/**
 * A delivery of its own, as one process (an instance) has for a channel: its rounds share the
 * channel's parallelSends, so a round started while sends of the last one still wait on a silent
 * service adds sends beside them, up to the bound, or none. `at`: the instant to deliver as of
 * (tests move it); by default the database's clock.
 */
export function outboxDelivery<Row extends ClaimedRow, Round>(channel: OutboxChannel<Row, Round>): DeliveryRound {
  const sends: Sends = { underWay: new Map(), inTurn: oneAtATime() };
  let open = 0;
  return async ({ at } = {}) => {
    if (open >= channel.parallelSends) return { sent: 0, failed: 0, gone: 0 };
    const round = (await channel.startRound?.()) as Round; // before any transaction: it may read the pool
    const counts: DeliveryCounts = { sent: 0, failed: 0, gone: 0 };
    let budget = PER_ROUND;
    const lanes: Promise<void>[] = [];
    const errors: unknown[] = [];
    const lane = async () => {
      try {
        while (budget > 0) {
          budget--;
          // A send opens the next once it has its row: no idle transactions while nothing is
          // due. Opened from here, outside this send's transaction, not from inside it.
          let claimed!: () => void;
          void new Promise<void>((resolve) => (claimed = resolve)).then(openSend);
          const outcome = await deliverNext(channel, round, at ?? null, sends, claimed);
          if (outcome === "none") {
            budget++;
            return;
          }
          counts[outcome]++;
        }
      } catch (error) {
        errors.push(error);
      } finally {
        open--;
      }
    };
    const openSend = () => {
      if (open >= channel.parallelSends || budget <= 0) return;
      open++;
      lanes.push(lane());
    };
    openSend();
    for (let index = 0; index < lanes.length; index++) await lanes[index]; // lanes grows meanwhile
    if (errors.length) throw errors[0];
    return counts;
  };
}

/** One round of a delivery of its own (tests; two calls at once are two instances). */
export function deliverDue<Row extends ClaimedRow, Round>(channel: OutboxChannel<Row, Round>, options: { at?: Date } = {}) {
  return outboxDelivery(channel)(options);
}

async function deliverNext<Row extends ClaimedRow, Round>(
  channel: OutboxChannel<Row, Round>,
  round: Round,
  at: Date | null,
  sends: Sends,
  claimed: () => void,
): Promise<Outcome> {
  const clock = Prisma.sql`coalesce(${at}::timestamptz, now())`;
  let group: number | null = null;
  try {
    return await db.$transaction(
      async (tx) => {
        // One claim at a time, so each sees whose rows the others took.
        const row = await sends.inTurn(async () => {
          const [due] = await claimNext<Row>(tx, channel, clock, [...sends.underWay.keys()]);
          if (due?.group_key != null) {
            group = due.group_key;
            sends.underWay.set(group, (sends.underWay.get(group) ?? 0) + 1);
          }
          return due;
        });
        if (!row) return "none";
        claimed();
        let outcome: "sent" | "gone";
        try {
          outcome = await channel.send(tx, row, round);
        } catch (error) {
          await recordFailure(tx, channel, row, clock, error);
          return "failed";
        }
        if (outcome === "sent") {
          await tx.$executeRaw`
            UPDATE ${Prisma.raw(channel.table)} SET sent_at = ${clock}, attempts = attempts + 1, last_error = NULL
            WHERE id = ${row.id}`;
        }
        return outcome;
      },
      { timeout: channel.sendTimeoutMs() + TRANSACTION_MARGIN_MS },
    );
  } finally {
    if (group !== null) {
      const left = (sends.underWay.get(group) ?? 1) - 1;
      if (left > 0) sends.underWay.set(group, left);
      else sends.underWay.delete(group);
    }
  }
}

/** The next due row, locked with what the channel locks beside it; a row of a group not under way first. */
function claimNext<Row extends ClaimedRow>(tx: Tx, channel: Pick<OutboxChannel<Row>, "table" | "claim" | "retry">, clock: Prisma.Sql, underWay: number[]) {
  const { columns, join, lockAlso, groupBy } = channel.claim;
  const group = groupBy ? Prisma.raw(groupBy) : Prisma.sql`NULL::int`;
  const order = groupBy ? Prisma.sql`${group} = ANY(${underWay}::int[]), o.id` : Prisma.sql`o.id`;
  return tx.$queryRaw<Row[]>`
    SELECT o.id, o.attempts, ${group} AS group_key, ${Prisma.raw(columns)},
      o.created_at <= ${clock} - make_interval(secs => ${channel.retry.windowMs / 1000}) AS last_chance
    FROM ${Prisma.raw(channel.table)} o ${Prisma.raw(join ?? "")}
    WHERE o.sent_at IS NULL AND o.failed_at IS NULL AND o.next_attempt_at <= ${clock}
    ORDER BY ${order} LIMIT 1
    FOR UPDATE OF ${Prisma.raw(["o", ...(lockAlso ? [lockAlso] : [])].join(", "))} SKIP LOCKED`;
}

async function recordFailure<Row extends ClaimedRow>(
  tx: Tx,
  channel: Pick<OutboxChannel<Row>, "table" | "retry" | "failsForGood">,
  row: Row,
  clock: Prisma.Sql,
  error: unknown,
) {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const table = Prisma.raw(channel.table);
  if (row.last_chance || channel.failsForGood?.(error, row)) {
    await tx.$executeRaw`
      UPDATE ${table} SET failed_at = ${clock}, attempts = attempts + 1, last_error = ${lastError}
      WHERE id = ${row.id}`;
    return;
  }
  const delaySeconds = retryDelayMs(channel.retry, row.attempts + 1) / 1000;
  await tx.$executeRaw`
    UPDATE ${table}
    SET attempts = attempts + 1, last_error = ${lastError}, next_attempt_at = ${clock} + make_interval(secs => ${delaySeconds})
    WHERE id = ${row.id}`;
}

/** Runs the functions it is given one after another, in the order given. */
function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}
