-- Paying in the app through the payment provider (Eupago; docs/rules.md, "Payments").
--
-- Every MB WAY request and Multibanco reference the club asked the provider for, on behalf of one
-- pending payment: the identifier ACE gave it, the provider's reference, the amount asked. The
-- provider's callback is believed only for a request in this table, with its amount.
CREATE TABLE "payment_provider_requests" (
    "id" SERIAL PRIMARY KEY,
    "payment_id" INTEGER NOT NULL REFERENCES "payments" ("id") ON DELETE CASCADE,
    "method" "PaymentMethod" NOT NULL CHECK ("method" IN ('mbway', 'multibanco')),
    "identifier" VARCHAR(64) NOT NULL UNIQUE,
    "reference" VARCHAR(32) NOT NULL,
    "entity" VARCHAR(16),
    "amount" DECIMAL(10, 2) NOT NULL,
    "phone" VARCHAR(16),
    "expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "payment_provider_requests_payment_id_idx" ON "payment_provider_requests" ("payment_id");
CREATE INDEX "payment_provider_requests_reference_idx" ON "payment_provider_requests" ("reference");

-- A pending payment whose mail waits for its Multibanco reference: written in the transaction
-- that creates the payment when a provider is set; the mail goes once the reference is there (or
-- without it, after a few failed tries), and the row is deleted in that mail's transaction.
CREATE TABLE "payment_reference_mails" (
    "payment_id" INTEGER PRIMARY KEY REFERENCES "payments" ("id") ON DELETE CASCADE,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_try_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "payment_reference_mails_next_try_at_idx" ON "payment_reference_mails" ("next_try_at");
