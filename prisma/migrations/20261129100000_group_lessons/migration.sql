-- Group lessons (docs/rules.md, "Group lessons"): a slot has 1 to 12 places (1: a private
-- lesson, as every slot was), one booking per animal per slot and at most `capacity` bookings.
ALTER TABLE "availability_slots" ADD COLUMN "capacity" SMALLINT NOT NULL DEFAULT 1;
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_capacity_check" CHECK ("capacity" BETWEEN 1 AND 12);

DROP INDEX "bookings_availability_slot_id_key";
CREATE UNIQUE INDEX "bookings_availability_slot_id_animal_id_key" ON "bookings"("availability_slot_id", "animal_id");

-- The weekly template's entries carry their places (applied to the slots they create).
ALTER TABLE "availability_template_entries" ADD COLUMN "capacity" SMALLINT NOT NULL DEFAULT 1;
ALTER TABLE "availability_template_entries" ADD CONSTRAINT "availability_template_entries_capacity_check" CHECK ("capacity" BETWEEN 1 AND 12);

-- The second line of defence behind the booking's own count under the slot's lock
-- (src/server/bookings/book-slot.ts): a booking past the slot's places is refused by the
-- database, whatever path wrote it. The slot row is locked first, so two inserts on one slot
-- count one after the other; each count is a statement of its own and sees what committed.
CREATE FUNCTION "bookings_within_capacity"() RETURNS trigger AS $$
DECLARE
  places SMALLINT;
  taken INTEGER;
BEGIN
  SELECT "capacity" INTO places FROM "availability_slots" WHERE "id" = NEW."availability_slot_id" FOR UPDATE;
  SELECT count(*) INTO taken FROM "bookings" WHERE "availability_slot_id" = NEW."availability_slot_id" AND "id" <> NEW."id";
  IF places IS NOT NULL AND taken >= places THEN
    RAISE EXCEPTION 'slot % has no place left', NEW."availability_slot_id" USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_within_capacity';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "bookings_within_capacity" BEFORE INSERT OR UPDATE OF "availability_slot_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_within_capacity"();

-- Nor may a slot's places go below its bookings (the app answers 409 first, under the same lock).
CREATE FUNCTION "slot_capacity_covers_bookings"() RETURNS trigger AS $$
BEGIN
  IF NEW."capacity" < (SELECT count(*) FROM "bookings" WHERE "availability_slot_id" = NEW."id") THEN
    RAISE EXCEPTION 'slot % has more bookings than % places', NEW."id", NEW."capacity" USING ERRCODE = 'check_violation', CONSTRAINT = 'slot_capacity_covers_bookings';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "slot_capacity_covers_bookings" BEFORE UPDATE OF "capacity" ON "availability_slots"
  FOR EACH ROW EXECUTE FUNCTION "slot_capacity_covers_bookings"();
