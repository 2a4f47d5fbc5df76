-- Mail (docs/architecture.md, "Mail"). A mail may hold a password, so once it is sent or given
-- up its body goes. A mail is retried for 3 days rather than 12 attempts; one that still failed
-- is kept with `failed_at` and listed for the trainer. Delivery holds the row's lock while it
-- sends, so the lease column goes.
ALTER TABLE "outbox_emails" ALTER COLUMN "text" DROP NOT NULL;
ALTER TABLE "outbox_emails" ADD COLUMN "failed_at" TIMESTAMPTZ(3);
ALTER TABLE "outbox_emails" DROP COLUMN "locked_until";
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_sent_or_failed" CHECK ("sent_at" IS NULL OR "failed_at" IS NULL);

-- The database's guarantee beside the worker's own: a row written as sent or failed keeps no
-- body. A trigger rather than a CHECK, so that restoring an older backup (sent rows with bodies)
-- strips them instead of failing.
CREATE FUNCTION "outbox_emails_drop_body"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW."sent_at" IS NOT NULL OR NEW."failed_at" IS NOT NULL THEN
        NEW."text" := NULL;
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER "outbox_emails_drop_body" BEFORE INSERT OR UPDATE ON "outbox_emails"
    FOR EACH ROW EXECUTE FUNCTION "outbox_emails_drop_body"();

UPDATE "outbox_emails" SET "text" = NULL WHERE "sent_at" IS NOT NULL;
-- Given up by the old rule (12 attempts) and older than the new 3 days: failed. Younger ones are
-- retried again.
UPDATE "outbox_emails" SET "failed_at" = CURRENT_TIMESTAMP
WHERE "sent_at" IS NULL AND "attempts" >= 12 AND "created_at" < CURRENT_TIMESTAMP - INTERVAL '3 days';
