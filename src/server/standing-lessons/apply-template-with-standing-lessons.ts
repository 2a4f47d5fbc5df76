import { countLabel } from "@/lib/plural";
import type { StandingApplyJson } from "@/lib/standing-lesson-json";
import { applyWeeklyTemplate } from "@/server/availability/apply-weekly-template";
import { bookStandingLessons } from "@/server/standing-lessons/book-standing-lessons";
import { tellMembersBooked } from "@/server/standing-lessons/tell-members-booked";
import type { Viewer } from "@/server/viewer";

/**
 * POST /availability/template/apply: the template's slots first (availability/apply-weekly-template.ts),
 * then the standing lessons booked into them (docs/rules.md, "Standing lessons"), each booking in
 * its own transaction once the slots exist, and last each member told once of theirs.
 */
export async function applyTemplateWithStandingLessons(viewer: Viewer, range: { start_date: string; end_date: string }) {
  const { createdSlotIds, ...applied } = await applyWeeklyTemplate(range);
  const { bookingIds, booked, clashes } = await bookStandingLessons(viewer, range, createdSlotIds);
  const told = await tellMembersBooked(bookingIds);
  const standing: StandingApplyJson = { booked, clashes, told };
  const summary =
    booked.length + clashes.length === 0
      ? ""
      : ` Aulas fixas: ${countLabel(booked.length, { one: "marcada", other: "marcadas" })}${clashes.length ? `, ${clashes.length} em conflito` : ""}.`;
  return { ...applied, message: applied.message + summary, standing };
}
