-- The trainer's desk (docs/rules.md, "Animals", "The training record", "Standing lessons"):
-- what an animal's papers say, what happened at a lesson, and each member's fixed weekly lesson.

-- Agility's size categories (FCI: S, M, I, L), shown as Pequeno, Médio, Intermédio, Grande.
CREATE TYPE "AgilitySize" AS ENUM ('S', 'M', 'I', 'L');

ALTER TABLE "animals"
    ADD COLUMN "breed" VARCHAR(60),
    ADD COLUMN "size_category" "AgilitySize",
    -- The last day each is valid; a date in the past is allowed and shown as ended.
    ADD COLUMN "vaccination_valid_until" DATE,
    ADD COLUMN "insurance_valid_until" DATE,
    -- The valid-until date whose 14-day notice was put in the outbox: a notice goes once per
    -- date, and a new date arms the next one (src/server/jobs/animal-papers-notices.ts).
    ADD COLUMN "vaccination_notice_for" DATE,
    ADD COLUMN "insurance_notice_for" DATE;

CREATE TYPE "Attendance" AS ENUM ('present', 'absent');

ALTER TABLE "bookings"
    ADD COLUMN "attendance" "Attendance",
    -- For the owner: what was worked on, what to practise at home.
    ADD COLUMN "trainer_note" VARCHAR(2000),
    ADD COLUMN "attendance_marked_at" TIMESTAMPTZ(3);

-- A member's fixed weekly lesson: applying the weekly template books it into that week's slot.
-- One per weekday and start time (a slot holds one lesson).
CREATE TABLE "standing_lessons" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "animal_id" INTEGER NOT NULL,
    "weekday" SMALLINT NOT NULL,
    "start_time" VARCHAR(5) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "standing_lessons_pkey" PRIMARY KEY ("id"),
    -- 1 = Monday .. 7 = Sunday, as the weekly template counts them.
    CONSTRAINT "standing_lessons_weekday" CHECK ("weekday" BETWEEN 1 AND 7),
    CONSTRAINT "standing_lessons_start_time" CHECK ("start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    CONSTRAINT "standing_lessons_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "standing_lessons_animal_id_fkey" FOREIGN KEY ("animal_id") REFERENCES "animals"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "standing_lessons_weekday_start_time_key" ON "standing_lessons"("weekday", "start_time");
CREATE INDEX "standing_lessons_user_id_idx" ON "standing_lessons"("user_id");

-- The calendar and the lists are kept with the club data's version (src/server/read-cache.ts):
-- marking attendance or writing a note must set it anew, as must a standing lesson's change.
DROP TRIGGER "bookings_bump_club_data_version" ON "bookings";
CREATE CONSTRAINT TRIGGER "bookings_bump_club_data_version"
    AFTER INSERT OR DELETE OR UPDATE OF "availability_slot_id", "animal_id", "user_id", "observations", "attendance", "trainer_note"
    ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_version"();
CREATE CONSTRAINT TRIGGER "standing_lessons_bump_club_data_version"
    AFTER INSERT OR UPDATE OR DELETE ON "standing_lessons"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_version"();
CREATE TRIGGER "standing_lessons_truncate_bumps_club_data_version"
    AFTER TRUNCATE ON "standing_lessons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_club_data_version"();
