-- Closing a period (docs/rules.md, "Closures"): the trainer closes club dates, both ends included,
-- with one reason. Its slots are blocked with `blocked_by_closure` set, so reopening unblocks what
-- the closure blocked and never a slot the trainer blocked by hand.

CREATE TABLE "availability_closures" (
    "id" SERIAL NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "availability_closures_pkey" PRIMARY KEY ("id"),
    -- At most 366 days, both ends counted.
    CONSTRAINT "availability_closures_dates" CHECK ("end_date" >= "start_date" AND "end_date" - "start_date" < 366),
    CONSTRAINT "availability_closures_reason" CHECK (length(btrim("reason")) > 0 AND "reason" !~ '[[:cntrl:]]')
);
-- The calendar and the list read the closures that have not ended.
CREATE INDEX "availability_closures_end_date_idx" ON "availability_closures"("end_date");

-- Blocked because a closure covers the slot's club date (not by the trainer's hand).
ALTER TABLE "availability_slots"
    ADD COLUMN "blocked_by_closure" BOOLEAN NOT NULL DEFAULT false,
    ADD CONSTRAINT "availability_slots_closure_blocks" CHECK (NOT "blocked_by_closure" OR "is_blocked");

-- The calendar shows a closed day with its reason, read with the club data's version
-- (src/server/read-cache.ts): a closure made or reopened must set it anew.
CREATE CONSTRAINT TRIGGER "availability_closures_bump_club_data_version"
    AFTER INSERT OR UPDATE OR DELETE ON "availability_closures"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_version"();
CREATE TRIGGER "availability_closures_truncate_bumps_club_data_version"
    AFTER TRUNCATE ON "availability_closures" FOR EACH STATEMENT EXECUTE FUNCTION "bump_club_data_version"();
