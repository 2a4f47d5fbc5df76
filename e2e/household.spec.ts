import { addClubDays } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { uniqueName } from "./support/members";
import { longDate, memberWithAnimal, openCalendar, publishSlots, slotItem, suiteDay } from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";
import { scrollToSection } from "./support/lazy-section";
import type { Locator, Page } from "@playwright/test";
import { lookAt, lookAtBothWidths, takingShots } from "./support/shots";

// A young handler (docs/rules.md, "Households"): on a phone, a mother adds her daughter to her
// household on the account page ('Agregado') and books a lesson for her from the calendar ('Quem
// conduz?'); the trainer's day view names the daughter, with whoever answers for her.

test.use({ viewport: { width: 375, height: 812 } });

/** A day of this file's own, far from the other journeys' days (slots may not overlap). */
function householdDate(): string {
  const { repeatEachIndex, retry } = test.info();
  return addClubDays(suiteDay(), 302 + (repeatEachIndex * 4 + retry) * 7);
}

/** A section of a long page at both widths, scrolled to at each (the page reflows between them). */
async function lookAtSection(page: Page, section: Locator, name: string): Promise<void> {
  if (!takingShots()) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await section.scrollIntoViewIfNeeded();
    await lookAt(page, "household", `${name}-${width}`);
  }
}

test("a guardian adds her daughter on a phone and books her a lesson; the trainer's day names her", async ({ page, request, trainerRequest, trainerPage }) => {
  const date = householdDate();
  await publishSlots(trainerRequest, date, "11:00", "11:45");
  const ana = await memberWithAnimal(request, { name: uniqueName("Ana Silva"), animal: "Bolt" });

  // The account page: 'Agregado', Rita added with her birth date typed day first.
  await signInQuickly(page, ana);
  await page.goto("/account");
  // Below the first screenful, it loads when scrolled to.
  const household = await scrollToSection(page, "Agregado");
  await expect(household).toContainText("Ainda sem dependentes.");
  await household.getByLabel("Nome").fill("Rita");
  await household.getByLabel("Data de nascimento").fill("02/05/2014");
  const add = household.getByRole("button", { name: "Adicionar dependente" });
  expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await add.click();
  await expect(toasts(page).getByText("Rita faz agora parte do seu agregado.")).toBeVisible();
  await expect(household.getByRole("list", { name: "Dependentes" })).toContainText("Rita");
  await expect(household.getByRole("list", { name: "Dependentes" })).toContainText("02/05/2014");
  await lookAtSection(page, household, "account-household");

  // The calendar: 'Quem conduz?' offers Ana herself and Rita.
  await openCalendar(page, date);
  const lesson = slotItem(page, "11:00 - 11:45");
  await lesson.getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Marcar aula" });
  await expect(dialog).toContainText(`${longDate(date)}, 11:00 - 11:45`);
  const who = dialog.getByRole("group", { name: "Quem conduz?" });
  await expect(who.getByRole("radio")).toHaveCount(2);
  await expect(who.getByRole("radio", { name: "Eu" })).toBeChecked();
  const rita = who.getByText("Rita", { exact: true });
  expect((await rita.locator("xpath=ancestor::label").boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await who.getByRole("radio", { name: "Rita" }).check();
  await lookAtBothWidths(page, "household", "booking-dialog");
  await dialog.getByRole("button", { name: "Marcar aula" }).click();
  await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(lesson).toContainText("Rita com Bolt");
  await expect(lesson).toContainText("A sua aula");

  // The trainer's day: the lesson is Rita's, and Ana answers for her.
  await openCalendar(trainerPage, date);
  await expect(slotItem(trainerPage, "11:00 - 11:45")).toContainText(`Rita (resp. ${ana.name}) com Bolt`);
  await slotItem(trainerPage, "11:00 - 11:45").scrollIntoViewIfNeeded();
  await lookAtBothWidths(trainerPage, "household", "trainer-day", { width: 1280, height: 900 });
});
