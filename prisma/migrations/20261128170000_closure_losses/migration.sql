-- What a closure took (docs/rules.md, "Closures"): each lesson it cancelled and each waiting-list
-- place it removed, so that reopening the period can book the standing lessons again and tell each
-- member of what they lost. Gone with the closure, the slot, the member or the animal.

CREATE TYPE "ClosureLossKind" AS ENUM ('lesson', 'waitlist');

CREATE TABLE "closure_losses" (
    "id" SERIAL NOT NULL,
    "closure_id" INTEGER NOT NULL,
    "availability_slot_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "animal_id" INTEGER NOT NULL,
    "kind" "ClosureLossKind" NOT NULL,

    CONSTRAINT "closure_losses_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "closure_losses_closure_id_fkey" FOREIGN KEY ("closure_id") REFERENCES "availability_closures"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "closure_losses_availability_slot_id_fkey" FOREIGN KEY ("availability_slot_id") REFERENCES "availability_slots"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "closure_losses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "closure_losses_animal_id_fkey" FOREIGN KEY ("animal_id") REFERENCES "animals"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "closure_losses_closure_id_idx" ON "closure_losses"("closure_id");
-- The cascades from a slot, a member or an animal read these.
CREATE INDEX "closure_losses_availability_slot_id_idx" ON "closure_losses"("availability_slot_id");
CREATE INDEX "closure_losses_user_id_idx" ON "closure_losses"("user_id");
CREATE INDEX "closure_losses_animal_id_idx" ON "closure_losses"("animal_id");
