import type { SqlTx, Tx } from "@/server/db";

/** What booking a slot, or joining its waiting list, answers when the slot does not exist. */
export const LESSON_NOT_FOUND = "Aula não encontrada.";

/**
 * A locked slot: `booked` when it holds any booking, `full` when no place is left (a group lesson
 * has `capacity` places, docs/rules.md, "Group lessons"), `taken` its bookings.
 */
export type LockedSlot = { id: number; startsAt: Date; isBlocked: boolean; booked: boolean; full: boolean; capacity: number; taken: number };

/**
 * Locks a slot row for the rest of the transaction. Booking, deleting and blocking a slot all
 * take this lock first, so they happen one after the other and each sees the others' result.
 */
export async function lockSlot(tx: Tx, id: number): Promise<LockedSlot | null> {
  const slot = await lockSlotRow(tx, id);
  if (!slot) return null;
  // Read once the lock is held (a statement of its own, so it sees what committed meanwhile).
  const taken = await tx.booking.count({ where: { slotId: id } });
  return { id: slot.id, startsAt: slot.startsAt, isBlocked: slot.isBlocked, booked: taken > 0, full: taken >= slot.capacity, capacity: slot.capacity, taken };
}

/** A locked slot, with who gives it (`byAssistant`: an assistant trainer, docs/rules.md, "Each lesson's trainer"). */
export type LockedSlotRow = { id: number; startsAt: Date; endsAt: Date; isBlocked: boolean; capacity: number; trainerId: number | null; byAssistant: boolean };

/**
 * Locks a slot row, as lockSlot does, and answers the row alone: for a caller that reads what else
 * it needs about the slot in a statement of its own, once the lock is held (book-slot.ts).
 */
export async function lockSlotRow(tx: SqlTx, id: number): Promise<LockedSlotRow | null> {
  const [slot] = await tx.$queryRaw<LockedSlotRow[]>`
    SELECT id, starts_at AS "startsAt", ends_at AS "endsAt", is_blocked AS "isBlocked", capacity, trainer_id AS "trainerId",
           EXISTS (SELECT 1 FROM users t WHERE t.id = trainer_id AND t.role = 'assistant') AS "byAssistant"
    FROM availability_slots WHERE id = ${id} FOR UPDATE`;
  return slot ?? null;
}

/**
 * Locks every slot that starts in [from, to), as lockSlot locks one (a day's slots deleted at once,
 * a period closed), in time order: two such locks over the same days queue, never deadlock.
 */
export async function lockSlotsStartingBetween(tx: Tx, from: Date, to: Date): Promise<{ id: number; startsAt: Date; isBlocked: boolean }[]> {
  return tx.$queryRaw`
    SELECT id, starts_at AS "startsAt", is_blocked AS "isBlocked" FROM availability_slots
    WHERE starts_at >= ${from} AND starts_at < ${to} ORDER BY starts_at, id FOR UPDATE`;
}

/**
 * Locks the slots of these bookings, as lockSlot locks one (a list of lessons marked at once).
 * Always in start order, so two such lists that share slots wait for each other, never deadlock.
 * A booking cancelled before the lock is taken has no slot here: the caller reads the bookings
 * again once it holds the locks.
 */
export async function lockSlotsOfBookings(tx: Tx, bookingIds: readonly number[]): Promise<void> {
  await tx.$queryRaw`
    SELECT s.id FROM availability_slots s
    WHERE s.id IN (SELECT b.availability_slot_id FROM bookings b WHERE b.id = ANY(${[...bookingIds]}::int[]))
    ORDER BY s.starts_at, s.id
    FOR UPDATE`;
}
