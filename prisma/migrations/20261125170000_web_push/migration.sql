-- Web Push (docs/architecture.md, "Push"): the app's VAPID key pair when the environment sets
-- none (one row, made once: the first instance to insert it wins), each device a member turned
-- notifications on for, and the push outbox, one row per device and notice.
CREATE TABLE "push_vapid_keys" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "public_key" VARCHAR(128) NOT NULL,
    "private_key" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "push_vapid_keys_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "push_vapid_keys_one_row" CHECK ("id" = 1)
);

CREATE TABLE "push_subscriptions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "endpoint" VARCHAR(2048) NOT NULL,
    "p256dh" VARCHAR(128) NOT NULL,
    "auth" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions"("user_id");
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A push goes with its device: a subscription removed (gone, turned off, erased) takes its
-- pending pushes along.
CREATE TABLE "outbox_pushes" (
    "id" SERIAL NOT NULL,
    "subscription_id" INTEGER NOT NULL,
    "payload" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "failed_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "outbox_pushes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "outbox_pushes_sent_or_failed" CHECK ("sent_at" IS NULL OR "failed_at" IS NULL)
);
CREATE INDEX "outbox_pushes_sent_at_next_attempt_at_idx" ON "outbox_pushes"("sent_at", "next_attempt_at");
CREATE INDEX "outbox_pushes_subscription_id_idx" ON "outbox_pushes"("subscription_id");
ALTER TABLE "outbox_pushes" ADD CONSTRAINT "outbox_pushes_subscription_id_fkey"
    FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- As for mail: a push sent or given up keeps no payload.
CREATE FUNCTION "outbox_pushes_drop_payload"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW."sent_at" IS NOT NULL OR NEW."failed_at" IS NOT NULL THEN
        NEW."payload" := NULL;
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER "outbox_pushes_drop_payload" BEFORE INSERT OR UPDATE ON "outbox_pushes"
    FOR EACH ROW EXECUTE FUNCTION "outbox_pushes_drop_payload"();
