-- GET /api/auth/me is kept while the members' version holds (src/server/read-cache.ts) and shows
-- notice_settings: a member's change of "lesson_notes" bumps that version, as "booking_confirmations"
-- does (20261127140000_data_versions_by_topic), so the account page never shows the old choice.
DROP TRIGGER "users_bump_club_data_topic" ON "users";
CREATE CONSTRAINT TRIGGER "users_bump_club_data_topic"
    AFTER INSERT OR DELETE OR UPDATE OF "name", "email", "phone", "role", "student_category", "is_active", "approved_at",
        "has_fixed_monthly_fee", "monthly_fee_amount", "erased_at", "calendar_feed_version", "booking_confirmations", "lesson_notes"
    ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_club_data_topic"('members');
