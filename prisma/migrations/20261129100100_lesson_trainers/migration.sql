-- Assistant trainers and each lesson's trainer (docs/rules.md, "Roles" and "Each lesson's
-- trainer"). An assistant is staff, not a member: a role of its own. A slot and a weekly template
-- entry carry the trainer who gives the lesson: existing ones are the club's trainer's (the first
-- account with role trainer). A row written without one gets the club's trainer (a trigger), so
-- every path that creates slots keeps working and says nothing it does not know.
-- The overlap rules become per trainer: two trainers may give lessons at the same time, one
-- trainer never two at once (btree_gist lets the integer sit in the gist exclusion).

ALTER TYPE "Role" ADD VALUE 'assistant';

CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE "availability_slots" ADD COLUMN "trainer_id" INTEGER REFERENCES "users" ("id") ON DELETE RESTRICT;
ALTER TABLE "availability_template_entries" ADD COLUMN "trainer_id" INTEGER REFERENCES "users" ("id") ON DELETE RESTRICT;

UPDATE "availability_slots" SET "trainer_id" = (SELECT "id" FROM "users" WHERE "role" = 'trainer' ORDER BY "id" LIMIT 1);
UPDATE "availability_template_entries" SET "trainer_id" = (SELECT "id" FROM "users" WHERE "role" = 'trainer' ORDER BY "id" LIMIT 1);

CREATE FUNCTION "lesson_trainer_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."trainer_id" IS NULL THEN
    NEW."trainer_id" := (SELECT "id" FROM "users" WHERE "role" = 'trainer' ORDER BY "id" LIMIT 1);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "availability_slots_trainer_default" BEFORE INSERT ON "availability_slots"
  FOR EACH ROW EXECUTE FUNCTION "lesson_trainer_default"();
CREATE TRIGGER "availability_template_entries_trainer_default" BEFORE INSERT ON "availability_template_entries"
  FOR EACH ROW EXECUTE FUNCTION "lesson_trainer_default"();

-- A club with no trainer yet (a fresh database) leaves it empty: such rows count as one trainer's.
ALTER TABLE "availability_slots" DROP CONSTRAINT "availability_slots_no_overlap";
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_no_overlap"
  EXCLUDE USING gist ((coalesce("trainer_id", 0)) WITH =, tstzrange("starts_at", "ends_at") WITH &&);

ALTER TABLE "availability_template_entries" DROP CONSTRAINT "availability_template_entries_no_overlap";
ALTER TABLE "availability_template_entries" ADD CONSTRAINT "availability_template_entries_no_overlap"
  EXCLUDE USING gist (
    (coalesce("trainer_id", 0)) WITH =,
    int4range(
      "weekday" * 1440 + substr("start_time", 1, 2)::int * 60 + substr("start_time", 4, 2)::int,
      "weekday" * 1440 + substr("end_time", 1, 2)::int * 60 + substr("end_time", 4, 2)::int
    ) WITH &&
  );

CREATE INDEX "availability_slots_trainer_id_starts_at_idx" ON "availability_slots" ("trainer_id", "starts_at");
