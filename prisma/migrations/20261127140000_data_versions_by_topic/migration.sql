-- The version of the club's data, by topic and in shards (src/server/read-cache.ts).
--
-- Until now one row held one version for all the club's data, set by every changing transaction
-- as it committed. Two costs came with it, both felt at the rush hour when members book at once:
-- every booking made every kept read stale (the payments, the member's own account, the
-- settings, none of which a booking changes), and every changing transaction locked that one row
-- while it committed (a flush to disk), so the club's writes went through one at a time.
--
-- Now each kept read names the topics it is read from, and a change makes stale only the reads
-- of its topic:
--   lessons:  availability_slots, bookings, waitlist_entries, standing_lessons, availability_closures
--   members:  users, animals
--   payments: payments
--   settings: settings
-- And the counters are kept in sixteen rows (shards), one per group of database connections
-- (pg_backend_pid() % 16): two transactions lock the same row only when their connections fall in
-- the same group. A topic's version is the sum of its counters over the sixteen rows. A
-- transaction that changes a topic adds 1 to that topic's counter in its shard, once, as it
-- commits: so every commit that changes a topic makes its sum larger than any sum read before, a
-- version never comes back, and what was kept under an older one is read again.
--
-- The counters only grow: nothing but this function writes the table, and it is never emptied (a
-- backup leaves it out, the tests' cleaning too), so no version is ever read twice.
--
-- One row per shard holds every topic's counter: a transaction that changes several topics locks
-- only its own shard's row, never two rows in an order another could reverse (no deadlock).

CREATE TABLE "club_data_versions" (
    "shard" SMALLINT PRIMARY KEY CHECK ("shard" >= 0 AND "shard" < 16),
    "lessons" BIGINT NOT NULL DEFAULT 0,
    "members" BIGINT NOT NULL DEFAULT 0,
    "payments" BIGINT NOT NULL DEFAULT 0,
    "settings" BIGINT NOT NULL DEFAULT 0
);
-- Carried over from the single version, so no kept read of a running instance survives the change.
INSERT INTO "club_data_versions" ("shard", "lessons", "members", "payments", "settings")
SELECT shard, CASE WHEN shard = 0 THEN 1 ELSE 0 END, CASE WHEN shard = 0 THEN 1 ELSE 0 END,
       CASE WHEN shard = 0 THEN 1 ELSE 0 END, CASE WHEN shard = 0 THEN 1 ELSE 0 END
FROM generate_series(0, 15) AS shard;

-- TG_ARGV[0]: the topic. Once per transaction and topic, whatever number of rows it changed: a
-- setting local to the transaction remembers the topics it has counted.
CREATE FUNCTION "bump_club_data_topic"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    topic CONSTANT TEXT := TG_ARGV[0];
BEGIN
    IF current_setting('ace.counted_' || topic, true) = 'yes' THEN
        RETURN NULL;
    END IF;
    PERFORM set_config('ace.counted_' || topic, 'yes', true);
    INSERT INTO "club_data_versions" AS v ("shard", "lessons", "members", "payments", "settings")
    VALUES (pg_backend_pid() % 16, (topic = 'lessons')::int, (topic = 'members')::int,
            (topic = 'payments')::int, (topic = 'settings')::int)
    ON CONFLICT ("shard") DO UPDATE SET
        "lessons" = v."lessons" + EXCLUDED."lessons",
        "members" = v."members" + EXCLUDED."members",
        "payments" = v."payments" + EXCLUDED."payments",
        "settings" = v."settings" + EXCLUDED."settings";
    RETURN NULL;
END $$;

-- Every trigger of the single version is replaced by one of its topic, on the same events
-- (the columns of bookings and users that the kept reads show, as before); still deferred to
-- the commit, so the shard's row is the last lock a changing transaction takes.
DO $$
DECLARE
    watched CONSTANT TEXT[][] := ARRAY[
        ['availability_slots', 'INSERT OR UPDATE OR DELETE', 'lessons'],
        ['bookings', 'INSERT OR DELETE OR UPDATE OF "availability_slot_id", "animal_id", "user_id", "observations", "attendance", "trainer_note"', 'lessons'],
        ['waitlist_entries', 'INSERT OR UPDATE OR DELETE', 'lessons'],
        ['standing_lessons', 'INSERT OR UPDATE OR DELETE', 'lessons'],
        ['availability_closures', 'INSERT OR UPDATE OR DELETE', 'lessons'],
        ['users', 'INSERT OR DELETE OR UPDATE OF "name", "email", "phone", "role", "student_category", "is_active", "approved_at", "has_fixed_monthly_fee", "monthly_fee_amount", "erased_at", "calendar_feed_version", "booking_confirmations"', 'members'],
        ['animals', 'INSERT OR UPDATE OR DELETE', 'members'],
        ['payments', 'INSERT OR UPDATE OR DELETE', 'payments'],
        ['settings', 'INSERT OR UPDATE OR DELETE', 'settings']
    ];
    i INT;
BEGIN
    FOR i IN 1 .. array_length(watched, 1) LOOP
        EXECUTE format('DROP TRIGGER %I ON %I', watched[i][1] || '_bump_club_data_version', watched[i][1]);
        EXECUTE format('DROP TRIGGER %I ON %I', watched[i][1] || '_truncate_bumps_club_data_version', watched[i][1]);
        EXECUTE format(
            'CREATE CONSTRAINT TRIGGER %I AFTER %s ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_topic"(%L)',
            watched[i][1] || '_bump_club_data_topic', watched[i][2], watched[i][1], watched[i][3]);
        EXECUTE format(
            'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_club_data_topic"(%L)',
            watched[i][1] || '_truncate_bumps_club_data_topic', watched[i][1], watched[i][3]);
    END LOOP;
END $$;

DROP FUNCTION "bump_club_data_version"();
DROP TABLE "club_data_version";
