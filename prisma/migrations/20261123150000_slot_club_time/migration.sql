-- A slot's club-time weekday (1 = Monday) and wall-clock start, kept by PostgreSQL beside its
-- instant: the statistics group lessons by them over years of slots without converting every
-- row's time zone on each read. Not in schema.prisma: Prisma never writes them.

ALTER TABLE "availability_slots"
    ADD COLUMN "club_weekday" SMALLINT GENERATED ALWAYS AS (extract(isodow FROM "starts_at" AT TIME ZONE 'Europe/Lisbon')) STORED,
    ADD COLUMN "club_start_time" TIME GENERATED ALWAYS AS (("starts_at" AT TIME ZONE 'Europe/Lisbon')::time) STORED;
