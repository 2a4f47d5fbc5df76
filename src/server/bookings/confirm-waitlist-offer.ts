import type { Viewer } from "@/server/viewer";
import { placeBooking } from "@/server/bookings/book-slot";

/**
 * Books the offered slot for the member whose entry it is: the booking rules of the calendar,
 * through the same function, the lead time excepted. Confirmations take the slot's row lock one
 * after the other: the first books it and ends the offers, the others find it taken (409).
 */
export function confirmWaitlistOffer(viewer: Viewer, entryId: number) {
  return placeBooking(viewer, { waitlistEntryId: entryId });
}
