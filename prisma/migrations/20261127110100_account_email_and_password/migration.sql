-- A password ACE mailed (a forgotten password once used, or the trainer's reset) is for one
-- sign-in: until the member chooses their own, the screens open the change form first.
ALTER TABLE "users" ADD COLUMN "must_change_password" BOOLEAN NOT NULL DEFAULT false;

-- A member's own change of email, waiting for the link mailed to the new address. One per
-- account: a new request replaces the last. Only a SHA-256 of the link's token is kept; a
-- confirmed row stays (confirmed_at) so the same link used again is told it was used.
CREATE TABLE "email_changes" (
    "user_id" INTEGER NOT NULL,
    "new_email" VARCHAR(254) NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_changes_pkey" PRIMARY KEY ("user_id")
);

CREATE UNIQUE INDEX "email_changes_token_hash_key" ON "email_changes"("token_hash");

ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
