-- 'Já paguei' (docs/rules.md, "Payments"): a member says they paid a pending payment by hand
-- (transfer or MB WAY); the trainer confirms it by marking it paid. When they first said so, how,
-- and their note to the trainer. The payment stays pending: status, method and paid_at are the
-- trainer's alone.
ALTER TABLE "payments"
    ADD COLUMN "member_reported_at" TIMESTAMPTZ(3),
    ADD COLUMN "member_reported_method" "PaymentMethod",
    ADD COLUMN "member_reported_note" VARCHAR(500);
