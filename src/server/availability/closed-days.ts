import { addClubDays, clubDateOf, clubInstant } from "@/lib/club-time";
import type { ClosureJson } from "@/lib/closure-json";
import type { SqlTx, Tx } from "@/server/db";

// Closed periods (docs/rules.md, "Closures"), as the slots' own rules see them. Closing and
// reopening a period take the closures' lock alone; publishing slots shares it. So a slot made
// while a period is being closed is either seen by the closure (and blocked by it) or sees the
// closure (and is made blocked): never a free slot on a closed day.

/** Closing or reopening a period: one at a time, and no slot made meanwhile. */
export async function lockClosures(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('availability_closures'))`;
}

/** Making slots: beside each other, but not while a period is being closed or reopened. */
export async function shareClosures(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtext('availability_closures'))`;
}

/** The instants a period of club dates starts and ends at (the end excluded), for queries. */
export function periodBounds(startDate: string, endDate: string): { from: Date; to: Date } {
  return { from: clubInstant(startDate, "00:00"), to: clubInstant(addClubDays(endDate, 1), "00:00") };
}

/** A club date as PostgreSQL's DATE wants it from Prisma (midnight UTC). */
export const asDbDate = (date: string) => new Date(`${date}T00:00:00Z`);
/** A DATE column read by Prisma, as a club date 'yyyy-MM-dd'. */
export const fromDbDate = (value: Date) => value.toISOString().slice(0, 10);

/** What a closure's row is read as. */
export const closureSelect = { id: true, startDate: true, endDate: true, reason: true } as const;

export function toClosureJson(row: { id: number; startDate: Date; endDate: Date; reason: string }): ClosureJson {
  return { id: row.id, start_date: fromDbDate(row.startDate), end_date: fromDbDate(row.endDate), reason: row.reason };
}

/** The closures covering any day of [startDate, endDate], earliest first, read through the transaction. */
export async function closuresOverlapping(tx: SqlTx, startDate: string, endDate: string): Promise<ClosureJson[]> {
  return tx.$queryRaw<ClosureJson[]>`
    SELECT id, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, reason
    FROM availability_closures
    WHERE start_date <= ${endDate}::date AND end_date >= ${startDate}::date
    ORDER BY start_date, id`;
}

/** The closure covering the club date of a slot that starts at `startsAt`, or null. */
export async function closureAt(tx: SqlTx, startsAt: Date): Promise<ClosureJson | null> {
  const date = clubDateOf(startsAt);
  return (await closuresOverlapping(tx, date, date))[0] ?? null;
}

/** A slot of a closed day cannot be booked (409), naming why. */
export const closedSlotMessage = (reason: string) =>
  `O clube está encerrado nesse dia (${reason}): não é possível marcar aulas.`;

/** The trainer unblocks a slot of a closed day (409): the period is reopened instead. */
export const closedSlotUnblockMessage = (reason: string) =>
  `Esta disponibilidade está num período encerrado (${reason}): reabra o período para a desbloquear.`;
