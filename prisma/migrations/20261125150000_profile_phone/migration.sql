-- Profiles (docs/rules.md, "Accounts"): a member's phone, optional, stored in international form
-- ('+351912345678'); the trainer reads it on the students screen.
ALTER TABLE "users" ADD COLUMN "phone" VARCHAR(20);

-- The kept reads (src/server/read-cache.ts) show the phone ('me', the trainer's lists): a change of
-- it moves the club's data version like a change of name. The users trigger names its columns,
-- so it is made again with the phone among them.
DROP TRIGGER "users_bump_club_data_version" ON "users";
CREATE CONSTRAINT TRIGGER "users_bump_club_data_version"
    AFTER INSERT OR DELETE OR UPDATE OF "name", "email", "phone", "role", "student_category", "is_active", "approved_at",
        "has_fixed_monthly_fee", "monthly_fee_amount", "erased_at", "calendar_feed_version"
    ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_version"();

-- The calendar says whether each slot can be booked, which depends on the booking settings
-- (bookings blocked, the lead time): it keeps them with the club's data version, so a saved
-- setting moves the version too.
CREATE CONSTRAINT TRIGGER "settings_bump_club_data_version"
    AFTER INSERT OR UPDATE OR DELETE ON "settings"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_version"();
CREATE TRIGGER "settings_truncate_bumps_club_data_version"
    AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_club_data_version"();
