-- A young handler (docs/rules.md, "Households"): a member's dependant, with no login of their
-- own, for whom the member (the guardian) books lessons. Removing the guardian's account removes
-- them (erasure deletes them explicitly: an erased account's row stays).
CREATE TABLE "dependants" (
    "id" SERIAL PRIMARY KEY,
    "guardian_id" INTEGER NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    "name" VARCHAR(80) NOT NULL,
    "birth_date" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
-- A guardian's household (GET /api/household, the booking's check).
CREATE INDEX "dependants_guardian_id_idx" ON "dependants" ("guardian_id");

-- The dependant who handled the lesson; the booking stays the guardian's (user_id). A dependant
-- with a lesson to come cannot be removed (the use case refuses); removing one whose lessons have
-- all passed leaves those lessons the guardian's, with no dependant named.
ALTER TABLE "bookings" ADD COLUMN "dependant_id" INTEGER REFERENCES "dependants" ("id") ON DELETE SET NULL;
CREATE INDEX "bookings_dependant_id_idx" ON "bookings" ("dependant_id") WHERE "dependant_id" IS NOT NULL;

-- The kept reads (src/server/read-cache.ts) show the dependant's name on a booking: a booking's
-- dependant changing (set, or cleared by a removal) makes the lessons' reads stale, and a
-- household's change the members' reads.
DROP TRIGGER "bookings_bump_club_data_topic" ON "bookings";
CREATE CONSTRAINT TRIGGER "bookings_bump_club_data_topic"
    AFTER INSERT OR DELETE OR UPDATE OF "availability_slot_id", "animal_id", "user_id", "dependant_id", "observations", "attendance", "trainer_note"
    ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_topic"('lessons');
CREATE CONSTRAINT TRIGGER "dependants_bump_club_data_topic"
    AFTER INSERT OR UPDATE OR DELETE ON "dependants"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_topic"('members');
CREATE TRIGGER "dependants_truncate_bumps_club_data_topic"
    AFTER TRUNCATE ON "dependants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_club_data_topic"('members');
