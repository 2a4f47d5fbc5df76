-- A member may turn off the mail that confirms each lesson they book (docs/rules.md, "Notices");
-- on by default, for existing accounts too.
ALTER TABLE "users" ADD COLUMN "booking_confirmations" BOOLEAN NOT NULL DEFAULT true;

-- The account (GET /api/auth/me) is kept with the club data's version (src/server/read-cache.ts):
-- a change of the setting must set that version anew, like the account's other fields.
DROP TRIGGER "users_bump_club_data_version" ON "users";
CREATE CONSTRAINT TRIGGER "users_bump_club_data_version"
    AFTER INSERT OR DELETE OR UPDATE OF "name", "email", "role", "student_category", "is_active", "approved_at",
        "has_fixed_monthly_fee", "monthly_fee_amount", "erased_at", "calendar_feed_version", "booking_confirmations"
    ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_version"();
