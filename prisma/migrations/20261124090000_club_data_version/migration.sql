-- The version of the club's data that the calendar and the lists are read from: every change to
-- those tables sets it to a value never used before (the changing transaction's id), at commit.
-- Each app instance keeps those reads with the version they were read at and asks for the version
-- with the session, in the same statement, on every request (src/server/read-cache.ts): a change
-- shows on the very next request, on every instance. Not in schema.prisma: only these triggers
-- write it, and the session's statement reads it.

CREATE TABLE "club_data_version" (
    "singleton" BOOLEAN PRIMARY KEY DEFAULT true CHECK ("singleton"),
    "version" BIGINT NOT NULL
);

-- Once per transaction, whatever number of rows it changed: later calls find the version already
-- theirs and update nothing.
CREATE FUNCTION "bump_club_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "club_data_version" ("singleton", "version") VALUES (true, txid_current())
    ON CONFLICT ("singleton") DO UPDATE SET "version" = EXCLUDED."version"
        WHERE "club_data_version"."version" <> EXCLUDED."version";
    RETURN NULL;
END $$;

-- Deferred to the commit, so the version row is the last lock a changing transaction takes: it
-- never holds that row while waiting for another (no deadlock), and holds it only while it commits.
-- TRUNCATE (tests, restores) cannot be deferred: a statement trigger after it does the same.
DO $$
DECLARE
    watched CONSTANT TEXT[][] := ARRAY[
        ['availability_slots', 'INSERT OR UPDATE OR DELETE'],
        ['bookings', 'INSERT OR DELETE OR UPDATE OF "availability_slot_id", "animal_id", "user_id", "observations"'],
        ['users', 'INSERT OR DELETE OR UPDATE OF "name", "email", "role", "student_category", "is_active", "approved_at", "has_fixed_monthly_fee", "monthly_fee_amount", "erased_at", "calendar_feed_version"'],
        ['animals', 'INSERT OR UPDATE OR DELETE'],
        ['waitlist_entries', 'INSERT OR UPDATE OR DELETE'],
        ['payments', 'INSERT OR UPDATE OR DELETE']
    ];
    i INT;
BEGIN
    FOR i IN 1 .. array_length(watched, 1) LOOP
        EXECUTE format(
            'CREATE CONSTRAINT TRIGGER %I AFTER %s ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_version"()',
            watched[i][1] || '_bump_club_data_version', watched[i][2], watched[i][1]);
        EXECUTE format(
            'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_club_data_version"()',
            watched[i][1] || '_truncate_bumps_club_data_version', watched[i][1]);
    END LOOP;
END $$;
