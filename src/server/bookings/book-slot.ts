import { Prisma, type StudentCategory } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import type { BookSlotBody } from "@/lib/validations/bookings";
import { sqlTransaction, type SqlTx } from "@/server/db";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "@/server/errors";
import { BOOKINGS_BLOCKED } from "@/lib/booking-refusals";
import { heldForOthersUntil, memberBookingRefusal, refusalError } from "@/server/availability/slot-bookability";
import { ANIMAL_NOT_FOUND, NOT_OWN_ANIMAL } from "@/server/animals/animal-json";
import { mayBookWithSql } from "@/server/animals/may-book-with";
import { LESSON_NOT_FOUND, lockSlotRow } from "@/server/availability/lock-slot";
import { closedSlotMessage, closureAt } from "@/server/availability/closed-days";
import type { Viewer } from "@/server/viewer";
import { toBookingJson } from "@/server/bookings/booking-json";
import { keptBookingSettings } from "@/server/settings/club-settings";
import { assertOwnOfferRunning, ownWaitlistEntry } from "@/server/waitlist/held-slot";
import { endWaitlistOffers } from "@/server/waitlist/offer-freed-slot";
import { bookingMadeNotice } from "@/server/notices/booking-made";
import { withNotice } from "@/server/notices/notify";
import { noticeHandlerLesson } from "@/server/notices/handler-lesson";
import { NOT_OWN_DEPENDANT, ownDependant } from "@/server/household/own-dependant";
import { isStaff } from "@/lib/roles";
import { assertMayRunLesson } from "@/server/trainers/may-run-lesson";
import { noticeLessonTrainer } from "@/server/notices/lesson-trainer";

export const GUESTS_CANNOT_BOOK = "Convidados não podem marcar aulas";
export const SLOT_TAKEN = "Esta aula já está marcada.";
/** A group lesson with no place left (docs/rules.md, "Group lessons"). */
export const SLOT_FULL = "Esta aula de grupo está completa.";
export const ANIMAL_ALREADY_IN_LESSON = "Este animal já tem lugar nesta aula.";
export const SLOT_BLOCKED = "Esta aula está bloqueada pelo treinador.";
export const NOT_FOR_YOURSELF = "Só pode marcar aulas para si próprio.";
export const WRONG_OWNER = "O animal escolhido não pertence a este aluno.";

/** A slot for an animal; the trainer may name the member it is for (its owner, or a handler of it). */
type SlotBooking = { slotId: number; animalId: number; userId?: number; dependantId?: number; observations?: string | null };

/** What is booked: a slot from the calendar, or the slot a member's waiting-list offer holds for them (and the dependant it names). */
export type BookingRequest = SlotBooking | { waitlistEntryId: number };

/** A member books a slot from the calendar (the trainer, for any member). */
export function bookSlot(viewer: Viewer, input: BookSlotBody) {
  const { availability_slot_id: slotId, animal_id: animalId, user_id: userId, dependant_id: dependantId, observations } = input;
  return placeBooking(viewer, { slotId, animalId, userId, dependantId, observations });
}

/**
 * The one way a lesson gets booked: from the calendar and by confirming a waiting-list offer,
 * the checks in the order of docs/rules.md, "Booking" (the slot's state under its row lock). A
 * confirmation is booked within the lead time, and its own running offer stands in for the
 * others' holds (a lesson about to start is offered to everyone at once). The database holds
 * "one booking per animal per slot, at most `capacity`" (docs/rules.md, "Group lessons"): of
 * simultaneous attempts on the last place exactly one wins, the rest 409.
 * `tellMember: false` leaves the member's notice to the caller: applying the weekly template tells
 * each member once of all the standing lessons it booked (standing-lessons/tell-members-booked.ts).
 */
export async function placeBooking(viewer: Viewer, request: BookingRequest, { tellMember = true }: { tellMember?: boolean } = {}) {
  if (viewer.role === "guest") throw new ForbiddenError(GUESTS_CANNOT_BOOK);
  // The trainer, or an assistant on a lesson they give (docs/rules.md, "Each lesson's trainer").
  const trainer = isStaff(viewer.role);
  const settings = await keptBookingSettings();
  if (settings.bookingsBlocked && !trainer) throw new ForbiddenError(BOOKINGS_BLOCKED);
  const offerId = "waitlistEntryId" in request ? request.waitlistEntryId : null;
  const wanted: SlotBooking = "waitlistEntryId" in request ? await ownWaitlistEntry(request.waitlistEntryId, viewer.id) : request;

  const booking = await sqlTransaction(async (tx) => {
    // Lock the slot: deleting or blocking it waits for this booking, and the other way round.
    const slot = await lockSlotRow(tx, wanted.slotId);
    if (!slot) throw new NotFoundError(LESSON_NOT_FOUND);
    if (trainer) assertMayRunLesson(viewer, slot);
    const current = now();
    // Whose lesson it is: the member booking, or the member the trainer names (the owner unless
    // another is named): the owner or a handler of the animal (docs/rules.md, "Households").
    const memberId = trainer ? wanted.userId : viewer.id;
    const { animal, taken, animalBooked, offers, hasWaitlist } = await readUnderSlotLock(tx, slot.id, wanted.animalId, memberId, current);
    if (!animal) throw new NotFoundError(ANIMAL_NOT_FOUND);
    if (slot.isBlocked) throw new ConflictError(await blockedSlotMessage(tx, slot.startsAt));
    // The places, counted under the lock (docs/rules.md, "Group lessons"): one per animal, at most `capacity`.
    if (animalBooked && slot.capacity > 1) throw new ConflictError(ANIMAL_ALREADY_IN_LESSON);
    if (taken >= slot.capacity) throw new ConflictError(slot.capacity > 1 ? SLOT_FULL : SLOT_TAKEN);
    if (!animal.mayBook) throw new InvalidInputError(trainer ? WRONG_OWNER : NOT_OWN_ANIMAL);

    if (!trainer) {
      if (wanted.userId !== undefined && wanted.userId !== viewer.id) throw new InvalidInputError(NOT_FOR_YOURSELF);
      // Started, the lead time (not for a confirmation) and the others' holds: the same rules,
      // and texts, the calendar shows before the member tries (availability/slot-bookability.ts).
      const heldUntil = offerId === null ? heldForOthersUntil(offers, viewer.id, current) : null;
      const refusal = memberBookingRefusal({ startsAt: slot.startsAt, heldUntil }, settings, current, { leadTime: offerId === null });
      if (refusal) throw refusalError(refusal);
      if (offerId !== null) await assertOwnOfferRunning(tx, offerId, viewer.id);
    }

    // The database holds one booking per animal per slot, and no more than its places (a trigger),
    // even for a path that skipped the lock: then the insert adds nothing or fails, and it is a 409.
    const observations = wanted.observations ?? null;
    // The member's confirmation (docs/rules.md, "Notices") is written by the insert itself: when
    // the slot is taken the insert adds nothing, the booking fails and its transaction, notice
    // included, is rolled back.
    const owner = { id: animal.userId, name: animal.userName, email: animal.userEmail };
    const booker = memberId === undefined || memberId === animal.userId ? { ...animal, id: animal.userId } : await readHandler(tx, memberId);
    if (!booker) throw new InvalidInputError(trainer ? WRONG_OWNER : NOT_OWN_ANIMAL);
    const member = { id: booker.id, name: booker.userName, email: booker.userEmail };
    // A young handler: the member's own dependant handles the lesson, which stays the member's.
    const dependant = wanted.dependantId === undefined ? null : await ownDependant(tx, wanted.dependantId, member.id);
    if (wanted.dependantId !== undefined && !dependant) throw new InvalidInputError(NOT_OWN_DEPENDANT);
    const lesson = { startsAt: slot.startsAt, endsAt: slot.endsAt, animalName: animal.name, dependantName: dependant?.name };
    const notice = tellMember ? bookingMadeNotice({ bookingConfirmations: booker.bookingConfirmations }, lesson, { byTrainer: trainer }) : null;
    const insert = await withNotice(tx, [member], notice, Prisma.sql`
      INSERT INTO bookings (availability_slot_id, animal_id, user_id, dependant_id, observations)
      VALUES (${slot.id}, ${wanted.animalId}, ${member.id}, ${dependant?.id ?? null}, ${observations})
      ON CONFLICT (availability_slot_id, animal_id) DO NOTHING RETURNING id`);
    const [inserted] = await tx.$queryRaw<{ id: number }[]>`${insert}`.catch((error: unknown) => {
      throw pastCapacity(error) ? new ConflictError(slot.capacity > 1 ? SLOT_FULL : SLOT_TAKEN) : error;
    });
    if (!inserted) throw new ConflictError(slot.capacity > 1 ? ANIMAL_ALREADY_IN_LESSON : SLOT_TAKEN);
    // A handler booked with the animal: its owner is told (docs/rules.md, "Households"); not of
    // the trainer's bookings for a handler (the weekly template's standing lessons among them).
    if (!trainer && member.id !== owner.id) await noticeHandlerLesson(tx, owner, member, lesson, "booked");
    const created = { id: inserted.id, slotId: slot.id, animalId: wanted.animalId, userId: member.id, observations };
    // docs/rules.md, "Waiting list": the slot is taken (nothing to end when nobody waits for it).
    if (hasWaitlist) await endWaitlistOffers(tx, slot.id, member.id);
    if (slot.byAssistant) await noticeLessonTrainer(tx, viewer.id, slot, { ...lesson, memberName: member.name }, "booked");
    return { ...created, user: { name: booker.userName, studentCategory: booker.studentCategory }, animal: { name: animal.name }, slot, dependant };
  });
  return { message: "Aula marcada com sucesso!", booking: toBookingJson(booking) };
}

/** The booked animal and its owner, when the animal can be booked for (not archived, its owner active and approved). */
type BookableAnimal = {
  /** The member the lesson is for may book with it (may-book-with.ts): the owner or a handler. */
  mayBook: boolean;
  userId: number;
  name: string;
  userName: string;
  userEmail: string;
  studentCategory: StudentCategory;
  bookingConfirmations: boolean;
};

/**
 * Everything the booking's rules ask of the database once the slot is locked, in one statement:
 * whether `memberId` may book with the animal (may-book-with.ts; undefined: the owner), the
 * animal and its owner (share-locked: the animal cannot be deleted or archived while the booking
 * is made; nor can the owner be turned off, whose deactivation locks their row and then
 * cancels their lessons: a booking it waited for is among them, and one that waited for it reads
 * the owner inactive and is refused), the slot's bookings (`taken`) and whether this animal holds
 * one of them, its running waiting-list offers
 * and whether anyone waits for it. Read after the lock is held, so nothing about the slot changes
 * meanwhile. The owner's lock is the weakest (KEY SHARE): it holds off only a deactivation's FOR
 * UPDATE, not the member's other changes to their own row.
 */
async function readUnderSlotLock(tx: SqlTx, slotId: number, animalId: number, memberId: number | undefined, at: Date) {
  const [row] = await tx.$queryRaw<(BookableAnimal & { taken: number; animalBooked: boolean; offers: { userId: number; offeredUntil: string }[]; hasWaitlist: boolean })[]>`
    SELECT a.user_id AS "userId", a.name, u.name AS "userName", u.email AS "userEmail",
           u.student_category AS "studentCategory", u.booking_confirmations AS "bookingConfirmations",
           ${memberId === undefined ? Prisma.sql`true` : mayBookWithSql("a", memberId)} AS "mayBook",
           (SELECT count(*)::int FROM bookings b WHERE b.availability_slot_id = ${slotId}) AS taken,
           EXISTS (SELECT 1 FROM bookings b WHERE b.availability_slot_id = ${slotId} AND b.animal_id = ${animalId}) AS "animalBooked",
           (SELECT coalesce(json_agg(json_build_object('userId', e.user_id, 'offeredUntil', e.offered_until)), '[]')
            FROM waitlist_entries e WHERE e.availability_slot_id = ${slotId} AND e.offered_until > ${at}) AS offers,
           EXISTS (SELECT 1 FROM waitlist_entries e WHERE e.availability_slot_id = ${slotId}) AS "hasWaitlist"
    FROM animals a JOIN users u ON u.id = a.user_id
    WHERE a.id = ${animalId} AND a.archived_at IS NULL AND u.is_active AND u.approved_at IS NOT NULL
    FOR SHARE OF a FOR KEY SHARE OF u`;
  if (!row) return { animal: null, taken: 0, animalBooked: false, offers: [], hasWaitlist: false };
  const { taken, animalBooked, offers, hasWaitlist, ...animal } = row;
  return {
    animal,
    taken,
    animalBooked,
    offers: offers.map((offer) => ({ userId: offer.userId, offeredUntil: new Date(offer.offeredUntil) })),
    hasWaitlist,
  };
}

/**
 * A handler the lesson is for (not the owner), when active and approved; KEY SHARE-locked like the
 * owner, so a deactivation that cancels their lessons waits for this booking or refuses it.
 */
async function readHandler(tx: SqlTx, userId: number) {
  const [row] = await tx.$queryRaw<(Omit<BookableAnimal, "mayBook" | "name" | "userId"> & { id: number })[]>`
    SELECT u.id, u.name AS "userName", u.email AS "userEmail", u.student_category AS "studentCategory",
           u.booking_confirmations AS "bookingConfirmations"
    FROM users u WHERE u.id = ${userId} AND u.is_active AND u.approved_at IS NOT NULL
    FOR KEY SHARE`;
  return row ?? null;
}

/** A blocked slot's refusal: the closed day's reason when a closure covers it (docs/rules.md, "Closures"). */
async function blockedSlotMessage(tx: SqlTx, startsAt: Date): Promise<string> {
  const closure = await closureAt(tx, startsAt);
  return closure ? closedSlotMessage(closure.reason) : SLOT_BLOCKED;
}

/** The database's refusal of a booking past the slot's places (migration 20261129100000_group_lessons). */
function pastCapacity(error: unknown): boolean {
  const found = error as { code?: string; constraint?: string } | null;
  return found?.code === "23514" && found.constraint === "bookings_within_capacity";
}
