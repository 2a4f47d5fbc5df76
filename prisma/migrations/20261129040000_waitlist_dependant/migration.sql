-- A young handler on the waiting list (docs/rules.md, "Households"): the entry names the
-- guardian's dependant the freed lesson would be for, and the offer's confirmation books it for
-- them. ON DELETE CASCADE, not SET NULL: a wait for the dependant must never turn into the
-- guardian's own (its offer would book the guardian). Removing a dependant who waits is refused
-- by the use case (household/remove-dependant.ts), so that the entry goes only with the guardian's
-- erasure, which takes the guardian's entries first.
ALTER TABLE "waitlist_entries" ADD COLUMN "dependant_id" INTEGER REFERENCES "dependants" ("id") ON DELETE CASCADE;
CREATE INDEX "waitlist_entries_dependant_id_idx" ON "waitlist_entries" ("dependant_id") WHERE "dependant_id" IS NOT NULL;
