-- Mail and push outboxes, third round (docs/architecture.md, "Mail" and "Push").
--
-- A mail's Message-ID is made once, when it is written, and sent with every attempt: a mail
-- retried after the mail server's answer was lost is the same message, not a new one. Rows
-- written before this have none; the first attempt gives them one.
ALTER TABLE "outbox_emails" ADD COLUMN "message_id" VARCHAR(255);

-- A mail that holds a secret (an emailed password) keeps its body encrypted while it waits
-- (AES-256-GCM under a key derived from AUTH_SECRET): `text` is then the sealed body, opened by
-- the outbox just before it is sent. Sent or failed, `text` goes as before (the trigger).
ALTER TABLE "outbox_emails" ADD COLUMN "text_encrypted" BOOLEAN NOT NULL DEFAULT false;

-- The member a mail or push names when it goes to someone else (the trainer's notice of a
-- sign-up): erasing that member deletes it, and so does removing the account.
ALTER TABLE "outbox_emails" ADD COLUMN "about_user_id" INTEGER;
CREATE INDEX "outbox_emails_about_user_id_idx" ON "outbox_emails"("about_user_id");
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_about_user_id_fkey"
    FOREIGN KEY ("about_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "outbox_pushes" ADD COLUMN "about_user_id" INTEGER;
CREATE INDEX "outbox_pushes_about_user_id_idx" ON "outbox_pushes"("about_user_id");
ALTER TABLE "outbox_pushes" ADD CONSTRAINT "outbox_pushes_about_user_id_fkey"
    FOREIGN KEY ("about_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
