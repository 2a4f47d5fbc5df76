-- The owner hears of a note (docs/rules.md, "The training record", "Notices"): a member may turn
-- off the notice of the trainer's notes on their animals' lessons (on by default), and each
-- lesson's note is told once, when it is first written (note_told_at), however often it is edited.
ALTER TABLE "users" ADD COLUMN "lesson_notes" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "bookings" ADD COLUMN "note_told_at" TIMESTAMPTZ(3);
