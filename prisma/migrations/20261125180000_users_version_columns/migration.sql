-- The users trigger that moves the club's data version names its columns, and the two migrations
-- before this one each made it again with their own new column: 20261125150000_profile_phone with
-- "phone", 20261125160000_booking_confirmations with "booking_confirmations" (without "phone").
-- Made once more with both, so a changed phone shows on the next read of 'me' and the trainer's
-- lists (src/server/read-cache.ts).
DROP TRIGGER "users_bump_club_data_version" ON "users";
CREATE CONSTRAINT TRIGGER "users_bump_club_data_version"
    AFTER INSERT OR DELETE OR UPDATE OF "name", "email", "phone", "role", "student_category", "is_active", "approved_at",
        "has_fixed_monthly_fee", "monthly_fee_amount", "erased_at", "calendar_feed_version", "booking_confirmations"
    ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_version"();
