import { shoot, startInsideLeadTime } from "./support/calendar-truth";
import { expect, test } from "./support/fixtures";
import { uniqueName } from "./support/members";
import { changeSettings, restoreDefaultSettings } from "./support/payments";
import { memberWithAnimal, openCalendar, publishSlots, slotAt, slotItem } from "./support/scheduling";
import { signInQuickly } from "./support/session";

// A free lesson inside the booking lead time says why a member cannot book it (docs/rules.md,
// "Booking"), on their phone, in the day and the week view. The club's lead time is set to three
// days for it: with the default day, a Sunday evening has no lesson inside the lead time that is
// not a Monday's (bookable until it starts), and the journey could not run then. A club-wide
// setting: this journey runs in the club of its own (playwright.config.ts).

test.use({ viewport: { width: 375, height: 812 } });

const LEAD_HOURS = 72;
const LEAD_TIME = `As aulas têm de ser marcadas com pelo menos ${LEAD_HOURS} horas de antecedência (exceto à segunda-feira).`;

test.afterEach(async ({ trainerRequest }) => {
  await restoreDefaultSettings(trainerRequest);
});

test("a member sees why a free lesson inside the lead time cannot be booked, in the day and the week view", async ({ page, request, trainerRequest }) => {
  await changeSettings(trainerRequest, { min_booking_hours_ahead: String(LEAD_HOURS) });
  const member = await memberWithAnimal(request, { name: uniqueName("Inês Verdade"), animal: "Nuvem" });
  const soon = startInsideLeadTime(LEAD_HOURS);
  slotAt(await publishSlots(trainerRequest, soon.date, soon.time, soon.end), soon.time);

  await signInQuickly(page, member);
  await openCalendar(page, soon.date);
  const tooSoon = slotItem(page, `${soon.time} - ${soon.end}`);
  await expect(tooSoon).toContainText("Indisponível");
  await expect(tooSoon).toContainText(LEAD_TIME);
  await expect(tooSoon).not.toContainText("Disponível ·");
  await expect(tooSoon.getByRole("button")).toHaveCount(0);
  await shoot(page, "calendar-lead-time");
  // The weekly view's narrow card says the same.
  await openCalendar(page, soon.date, "week");
  await expect(slotItem(page, `${soon.time} - ${soon.end}`)).toContainText(LEAD_TIME);
  await shoot(page, "calendar-lead-time-week");
});
