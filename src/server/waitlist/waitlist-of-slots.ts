import { db } from "@/server/db";
import type { Viewer } from "@/server/availability/slot-view";

export type SlotWaitlistView = {
  waitlist_count: number;
  /** The caller's own entry on this slot (members). */
  my_waitlist_entry?: { id: number; position: number } | null;
  /** Who is waiting, in order (the trainer only). */
  waitlist?: { user_name: string; animal_name: string }[];
};

/**
 * The waiting lists of the given booked slots as one viewer may see them, in one query whatever
 * the number of slots: a count for members and the trainer, the caller's own place for members,
 * the names for the trainer only (calendar privacy, decisions §4). Guests see nothing.
 */
export async function waitlistsOfSlots(viewer: Viewer, slotIds: number[]): Promise<Map<number, SlotWaitlistView>> {
  const views = new Map<number, SlotWaitlistView>();
  if (viewer.role === "guest" || slotIds.length === 0) return views;
  const rows = await db.$queryRaw<{ id: number; slotId: number; userId: number; userName: string; animalName: string }[]>`
    SELECT w.id, w.availability_slot_id AS "slotId", w.user_id AS "userId", u.name AS "userName", a.name AS "animalName"
    FROM waitlist_entries w JOIN users u ON u.id = w.user_id JOIN animals a ON a.id = w.animal_id
    WHERE w.availability_slot_id = ANY(${slotIds})
    ORDER BY w.availability_slot_id, w.created_at, w.id`;
  const trainer = viewer.role === "trainer";
  for (const slotId of slotIds) {
    views.set(slotId, { waitlist_count: 0, ...(trainer ? { waitlist: [] } : { my_waitlist_entry: null }) });
  }
  for (const row of rows) {
    const view = views.get(row.slotId)!;
    view.waitlist_count += 1;
    if (trainer) view.waitlist!.push({ user_name: row.userName, animal_name: row.animalName });
    else if (row.userId === viewer.id) view.my_waitlist_entry = { id: row.id, position: view.waitlist_count };
  }
  return views;
}
