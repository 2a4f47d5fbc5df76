import { BOOKINGS_BLOCKED, heldMessage, leadTimeMessage, SLOT_STARTED } from "@/lib/booking-refusals";
import { isClubMonday } from "@/lib/club-time";
import { ConflictError, ForbiddenError, InvalidInputError, type DomainError } from "@/server/errors";

// The booking rules that depend on the clock, the club's settings and the waiting list's holds
// (docs/rules.md, "Booking", rules 2, 6, 7 and 8), with their texts (lib/booking-refusals.ts): one place for both
// the booking itself (bookings/book-slot.ts) and the calendar, which tells a member before they
// try (`bookable`, `not_bookable_reason`). Here, below both, so neither folder imports the other.

/** The settings these rules read (see settings/club-settings.ts, `bookingSettings`). */
export type BookingWindow = { bookingsBlocked: boolean; minHoursAhead: number };

/** A waiting-list entry's offer, as far as holding its slot goes. */
export type SlotOffer = { userId: number; offeredUntil: Date | null };

export type BookingRefusal =
  | { rule: "bookings_blocked"; message: string }
  | { rule: "started"; message: string }
  | { rule: "lead_time"; message: string }
  | { rule: "held"; message: string };

/** Until when someone other than `userId` holds the slot with a running offer (the latest), or null. */
export function heldForOthersUntil(offers: readonly SlotOffer[], userId: number, at: Date): Date | null {
  let until: Date | null = null;
  for (const offer of offers) {
    if (offer.userId === userId || !offer.offeredUntil || offer.offeredUntil <= at) continue;
    if (!until || offer.offeredUntil > until) until = offer.offeredUntil;
  }
  return until;
}

/**
 * Why a member (student or external) cannot book a free, unblocked slot starting at `startsAt`,
 * the first rule that refuses in the order of docs/rules.md, "Booking"; null when they can.
 * `leadTime: false` for a waiting-list confirmation, which is booked within the lead time.
 */
export function memberBookingRefusal(
  slot: { startsAt: Date; heldUntil: Date | null },
  window: BookingWindow,
  at: Date,
  { leadTime = true }: { leadTime?: boolean } = {},
): BookingRefusal | null {
  if (window.bookingsBlocked) return { rule: "bookings_blocked", message: BOOKINGS_BLOCKED };
  if (slot.startsAt <= at) return { rule: "started", message: SLOT_STARTED };
  if (leadTime) {
    const hoursAhead = (slot.startsAt.getTime() - at.getTime()) / 3_600_000;
    if (hoursAhead < window.minHoursAhead && !isClubMonday(slot.startsAt)) {
      return { rule: "lead_time", message: leadTimeMessage(window.minHoursAhead) };
    }
  }
  if (slot.heldUntil) return { rule: "held", message: heldMessage(slot.heldUntil) };
  return null;
}

/** The refusal as the booking path answers it: 403 blocked, 400 started or too late, 409 held. */
export function refusalError(refusal: BookingRefusal): DomainError {
  switch (refusal.rule) {
    case "bookings_blocked":
      return new ForbiddenError(refusal.message);
    case "held":
      return new ConflictError(refusal.message);
    default:
      return new InvalidInputError(refusal.message);
  }
}
