-- A young handler's standing lesson (docs/rules.md, "Households"): the trainer's fixed weekly
-- lesson for a member may name one of the member's dependants, and applying the weekly template
-- books each week's lesson for them. ON DELETE CASCADE, not SET NULL: a standing lesson for the
-- dependant must never go on booking the guardian's own lessons once the dependant is removed; it
-- ends with them (the lessons it already booked stay, and refuse the removal while to come).
ALTER TABLE "standing_lessons" ADD COLUMN "dependant_id" INTEGER REFERENCES "dependants" ("id") ON DELETE CASCADE;
CREATE INDEX "standing_lessons_dependant_id_idx" ON "standing_lessons" ("dependant_id") WHERE "dependant_id" IS NOT NULL;
