import type { Locator, Page } from "@playwright/test";
import { addClubDays, mondayOf } from "../src/lib/club-time";
import { closurePeriodLabel } from "../src/lib/closure-labels";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { uniqueName } from "./support/members";
import { bookThroughApi, memberWithAnimal, openCalendar, publishSlots, slotAt, slotItem, suiteDay } from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";
import { shotPath, takingShots } from "./support/shots";
import { scrollToSection } from "./support/lazy-section";

// Closing a period (docs/rules.md, "Closures"): on a phone, the trainer closes a week with one
// reason; the member booked in it reads the reason in their mail and finds the day closed in the
// calendar. A closure blocks every slot of its days, so the week is far ahead, clear of the
// other journeys' days (the weekly template's are 400 and 700 days ahead); a repeat takes a later week.

const PHONE = { width: 375, height: 812 };
const REASON = "Férias de Natal";

/** The screen at a phone's width and at a desktop's, for a look (E2E_SHOTS, e2e/support/shots.ts). */
async function screenshots(page: Page, name: string, target?: Locator | "viewport") {
  if (!takingShots()) return;
  const size = page.viewportSize() ?? PHONE;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    if (target && target !== "viewport") await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath("closures", `${name}-${width}`), fullPage: width === 375 && !target });
  }
  await page.setViewportSize(size);
}

test("on a phone, the trainer closes a week with one reason; the booked member is told it and sees the day closed", async ({
  page,
  trainerPage,
  trainerRequest,
}) => {
  const { repeatEachIndex, retry } = test.info();
  const monday = mondayOf(addClubDays(suiteDay(), 250 + (repeatEachIndex * 4 + retry) * 14));
  const [tuesday, sunday] = [addClubDays(monday, 1), addClubDays(monday, 6)];
  const member = await memberWithAnimal(page.request, { name: uniqueName("Inês Férias"), animal: "Farrusco" });
  await signInQuickly(page, member);
  const lesson = slotAt(await publishSlots(trainerRequest, tuesday, "10:00", "11:30"), "10:00"); // and a free one at 10:45
  await bookThroughApi(page.request, lesson.id, member.animalId);

  await trainerPage.setViewportSize(PHONE);
  await trainerPage.goto("/availability", { waitUntil: "networkidle" });
  const section = await scrollToSection(trainerPage, "Encerramentos");
  // The screen's lists load after it shows: wait for them, so nothing moves under a tap.
  await expect(trainerPage.getByRole("main").getByRole("status")).toHaveCount(0);
  const form = section.getByRole("form", { name: "Encerrar um período" });
  await form.getByLabel("Primeiro dia").fill(monday);
  await form.getByLabel("Último dia").fill(sunday);
  await form.getByLabel("Motivo").fill(REASON);
  await screenshots(trainerPage, "close-period-form", section);
  await form.getByRole("button", { name: "Encerrar período" }).click();

  // The confirmation says what will happen, before anything does.
  const dialog = trainerPage.getByRole("dialog", { name: "Encerrar período" });
  await expect(dialog).toContainText(`(${REASON})?`);
  // The booked slot is named once, as its lesson; the free one as a free slot.
  await expect(dialog).toContainText("1 aula marcada é cancelada e o aluno é avisado com o motivo; 1 disponibilidade livre fica bloqueada.");
  await expect(dialog).toContainText("Ninguém recebe ofertas de vaga deste período.");
  await screenshots(trainerPage, "close-period-confirm", "viewport");
  await dialog.getByRole("button", { name: "Encerrar", exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(section.getByRole("status")).toContainText("Período encerrado: 1 aula cancelada, 0 pessoas em lista de espera avisadas, 1 disponibilidade livre bloqueada.");
  await expect(toasts(trainerPage).getByText(/^Período encerrado/)).toBeVisible();
  const closed = section.getByRole("list", { name: "Períodos encerrados" }).getByRole("listitem").filter({ hasText: REASON });
  await expect(closed.getByRole("button", { name: /^Reabrir/ })).toBeVisible();
  expect((await closed.getByRole("button", { name: /^Reabrir/ }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await screenshots(trainerPage, "closures-list", section);

  // The member's mail holds the reason and the lesson.
  const numeric = (date: string) => date.split("-").reverse().join("/");
  const mail = await waitForMail(member.email, { subject: `ACE - Clube encerrado: ${numeric(monday)} a ${numeric(sunday)}` });
  expect(mail.text).toContain(`Motivo: ${REASON}`);
  expect(mail.text).toContain("A sua aula neste período foi cancelada:");
  expect(mail.text).toContain("10:00 - 10:45 (Farrusco)");

  // The member's home says the club is closed those days, where the lesson was.
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const closedDays = page.getByRole("region", { name: "Clube encerrado" });
  const period = closurePeriodLabel({ start_date: monday, end_date: sunday }); // closure-labels.test.ts
  await expect(closedDays.getByRole("listitem").filter({ hasText: period })).toHaveText(`${period} · ${REASON}`);
  await screenshots(page, "home-closed-days");

  // The member's calendar, on a phone: the day is closed, with its reason, and nothing is offered.
  await openCalendar(page, tuesday);
  await expect(page.getByText(`Encerrado: ${REASON}`)).toBeVisible();
  const slot = slotItem(page, "10:00 - 10:45");
  await expect(slot).toContainText("Bloqueada");
  await expect(slot.getByRole("button")).toHaveCount(0);
  await expect(page.getByText("Marcar aula")).toHaveCount(0);
  await screenshots(page, "calendar-closed-day");
  await openCalendar(page, tuesday, "week");
  await expect(page.getByText(`Encerrado: ${REASON}`)).toHaveCount(7);
  await screenshots(page, "calendar-closed-week");

  // Reopening frees the day again; the cancelled lesson is not restored.
  await closed.getByRole("button", { name: /^Reabrir/ }).click();
  const reopen = trainerPage.getByRole("dialog", { name: "Reabrir período" });
  await expect(reopen).toContainText("Quem perdeu uma aula ou um lugar em lista de espera é avisado de que os dias voltaram a abrir");
  await reopen.getByRole("button", { name: "Reabrir", exact: true }).click();
  await expect(toasts(trainerPage).getByText("Período reaberto: 2 disponibilidades desbloqueadas.")).toBeVisible();
  await expect(section.getByRole("listitem").filter({ hasText: REASON })).toHaveCount(0);
});
