-- Payments: how and by whom a payment was marked paid, a record of deleted payments, and the
-- claims of scheduled work (the monthly fixed fees), one row per job and period.

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('cash', 'mbway', 'transfer', 'multibanco', 'other');

-- AlterTable
ALTER TABLE "payments"
    ADD COLUMN "method" "PaymentMethod",
    ADD COLUMN "note" VARCHAR(500),
    ADD COLUMN "paid_by_id" INTEGER,
    ADD CONSTRAINT "payments_method_only_when_paid" CHECK ("status" = 'paid' OR ("method" IS NULL AND "paid_by_id" IS NULL));

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_by_id_fkey" FOREIGN KEY ("paid_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "payments_status_idx" ON "payments"("status");

-- CreateTable
CREATE TABLE "payment_deletions" (
    "id" SERIAL NOT NULL,
    "payment_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "month" CHAR(7) NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "method" "PaymentMethod",
    "paid_at" TIMESTAMPTZ(3),
    "deleted_by_id" INTEGER,
    "deleted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_deletions_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "payment_deletions" ADD CONSTRAINT "payment_deletions_deleted_by_id_fkey" FOREIGN KEY ("deleted_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "job_runs" (
    "job" VARCHAR(64) NOT NULL,
    "period" VARCHAR(32) NOT NULL,
    "ran_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "result" JSONB NOT NULL,

    CONSTRAINT "job_runs_pkey" PRIMARY KEY ("job", "period")
);
