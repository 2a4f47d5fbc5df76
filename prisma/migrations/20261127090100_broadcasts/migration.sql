-- Messages to members (docs/rules.md, "Messages to members"): the trainer writes to every active
-- approved student and external, or to one of the two groups. Each row is what was sent; the mails
-- and pushes are written to the outboxes in the same transaction (src/server/broadcasts/).

CREATE TYPE "BroadcastAudience" AS ENUM ('all', 'student', 'external');

CREATE TABLE "broadcasts" (
    "id" SERIAL NOT NULL,
    "subject" VARCHAR(120) NOT NULL,
    "message" VARCHAR(5000) NOT NULL,
    "audience" "BroadcastAudience" NOT NULL,
    "recipients" INTEGER NOT NULL,
    "sent_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "broadcasts_pkey" PRIMARY KEY ("id"),
    -- A message to nobody is refused before it is recorded.
    CONSTRAINT "broadcasts_recipients_positive" CHECK ("recipients" > 0),
    CONSTRAINT "broadcasts_subject_not_blank" CHECK (btrim("subject") <> ''),
    CONSTRAINT "broadcasts_message_not_blank" CHECK (btrim("message") <> ''),
    CONSTRAINT "broadcasts_sent_by_id_fkey" FOREIGN KEY ("sent_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- The history lists the newest first.
CREATE INDEX "broadcasts_created_at_idx" ON "broadcasts"("created_at");
