-- A second handler of an animal (docs/rules.md, "Households"): another approved student or
-- external the owner (or the trainer) lets book and cancel lessons with the animal. Removing the
-- animal or either account removes the row.
CREATE TABLE "animal_handlers" (
    "animal_id" INTEGER NOT NULL REFERENCES "animals" ("id") ON DELETE CASCADE,
    "user_id" INTEGER NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY ("animal_id", "user_id")
);
-- A member's shared animals (/api/animals/my, the booking's check).
CREATE INDEX "animal_handlers_user_id_idx" ON "animal_handlers" ("user_id");
