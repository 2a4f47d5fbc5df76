-- A mail handed to the mail server whose answer never came (the connection failed or timed out
-- after the message's data went out) may have arrived: such sends are counted, and a mail is sent
-- so at most twice (docs/architecture.md, "Mail").
ALTER TABLE "outbox_emails" ADD COLUMN "unconfirmed_sends" INTEGER NOT NULL DEFAULT 0;
