import { countLabel } from "@/lib/plural";

// A group lesson's places as the calendar says them (docs/rules.md, "Group lessons"): '2 lugares',
// '1 lugar', 'Completa'. A private lesson (one place) says nothing: its status says it all.

export const FULL_GROUP_LESSON = "Completa";

export function isGroupLesson(slot: { capacity: number }): boolean {
  return slot.capacity > 1;
}

/** The places left of a group lesson ('2 lugares', '1 lugar', 'Completa'); null for a private lesson. */
export function placesLabel(slot: { capacity: number; places_left: number }): string | null {
  if (!isGroupLesson(slot)) return null;
  return slot.places_left === 0 ? FULL_GROUP_LESSON : countLabel(slot.places_left, { one: "lugar", other: "lugares" });
}
