-- Writes safe to retry (docs/rules.md, "Writes safe to retry"): a client names a write with an
-- Idempotency-Key; the first answer is kept here for 24 hours, per user, and a repeat of the
-- same request gets it again instead of running twice (src/server/http/idempotency.ts).
-- A row without a status is a request still running (its claim_token says whose); a row with one
-- is the answer, kept byte for byte (text, not jsonb, which would reorder the keys).

CREATE TABLE "idempotency_keys" (
    "user_id" INTEGER NOT NULL,
    "key" VARCHAR(100) NOT NULL,
    -- SHA-256 of the method, the path and the body: the same key on another request is refused.
    "fingerprint" CHAR(64) NOT NULL,
    "claim_token" UUID NOT NULL,
    "status" SMALLINT,
    "content_type" VARCHAR(200),
    "response_body" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id", "key"),
    CONSTRAINT "idempotency_keys_key_length" CHECK (length("key") BETWEEN 1 AND 100),
    -- Only answers below 500 are kept (a failure frees the key for a retry).
    CONSTRAINT "idempotency_keys_status" CHECK ("status" BETWEEN 100 AND 499),
    CONSTRAINT "idempotency_keys_answer_whole" CHECK (("status" IS NULL) = ("response_body" IS NULL)),
    CONSTRAINT "idempotency_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- The hourly pruning drops the rows past their 24 hours.
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");
