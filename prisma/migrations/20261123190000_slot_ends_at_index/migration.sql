-- The upcoming-classes card lists lessons not yet ended (ends_at > now): an index, so the read
-- stays a handful of rows however many years of lessons the club keeps.
CREATE INDEX "availability_slots_ends_at_idx" ON "availability_slots"("ends_at");
