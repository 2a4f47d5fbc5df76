-- Waiting list (decisions §11): members waiting for a booked slot with one of their animals, in
-- the order they joined (created_at, then id). An offer is offered_at/offered_until on an entry;
-- both or neither. Deleting a slot, a member or an animal takes their entries with it.

-- CreateTable
CREATE TABLE "waitlist_entries" (
    "id" SERIAL NOT NULL,
    "availability_slot_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "animal_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "offered_at" TIMESTAMPTZ(3),
    "offered_until" TIMESTAMPTZ(3),

    CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "waitlist_entries_offer_pair" CHECK (("offered_at" IS NULL) = ("offered_until" IS NULL))
);

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_entries_availability_slot_id_user_id_key" ON "waitlist_entries"("availability_slot_id", "user_id");
CREATE INDEX "waitlist_entries_user_id_idx" ON "waitlist_entries"("user_id");
CREATE INDEX "waitlist_entries_animal_id_idx" ON "waitlist_entries"("animal_id");
CREATE INDEX "waitlist_entries_offered_until_idx" ON "waitlist_entries"("offered_until");

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_availability_slot_id_fkey" FOREIGN KEY ("availability_slot_id") REFERENCES "availability_slots"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_animal_id_fkey" FOREIGN KEY ("animal_id") REFERENCES "animals"("id") ON DELETE CASCADE ON UPDATE CASCADE;
