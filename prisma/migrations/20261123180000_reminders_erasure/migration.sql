-- Lesson reminders (decisions §11): when a booking's reminder was put in the outbox. Set by a
-- conditional UPDATE in the same transaction as the mail, so a booking is reminded once.
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" TIMESTAMPTZ(3);

-- Personal-data erasure (decisions §11): when the trainer erased a deactivated member. An erased
-- account is never active again.
ALTER TABLE "users" ADD COLUMN "erased_at" TIMESTAMPTZ(3);
ALTER TABLE "users" ADD CONSTRAINT "users_erased_inactive" CHECK ("erased_at" IS NULL OR NOT "is_active");
