import { isStaff } from "@/lib/roles";
import type { SlotWaitlistView } from "@/lib/slot-json";
import { handlerName } from "@/lib/household-json";
import type { Viewer } from "@/server/viewer";

/** One slot's waiting list in order, as the calendar's query reads it (see list-slots.ts); a free slot's are its offers. */
export type WaitlistEntryRow = {
  id: number;
  user_id: number;
  user_name: string;
  animal_name: string;
  /** The member's dependant the entry is for (docs/rules.md, "Households"), or null. */
  dependant_name: string | null;
  /** A running or lapsed offer's end (an ISO instant, as json_build_object writes it). */
  offered_until: string | null;
};

/**
 * A booked slot's waiting list as one viewer may see it: a count for members and the trainer,
 * the caller's own place for members, the names for the trainer only (docs/rules.md,
 * "Calendar privacy"). Guests see nothing.
 */
export function waitlistView(viewer: Viewer, entries: WaitlistEntryRow[]): SlotWaitlistView | undefined {
  if (viewer.role === "guest") return undefined;
  if (isStaff(viewer.role)) {
    // Who would handle the lesson: 'Rita (resp. Ana Silva)' for a dependant's entry.
    const named = entries.map(({ user_name, animal_name, dependant_name }) => ({
      user_name: handlerName(user_name, dependant_name ? { name: dependant_name } : null),
      animal_name,
    }));
    return { waitlist_count: entries.length, waitlist: named };
  }
  const own = entries.findIndex((entry) => entry.user_id === viewer.id);
  return { waitlist_count: entries.length, my_waitlist_entry: own === -1 ? null : { id: entries[own].id, position: own + 1 } };
}
