import { test as base } from "@playwright/test";
import { addClubDays } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { uniqueName } from "./support/members";
import { bookThroughApi, longDate, memberWithAnimal, openCalendar, publishSlots, slotItem, suiteDay, upcomingClasses } from "./support/scheduling";
import { signInQuickly } from "./support/session";

// The waiting list (docs/rules.md, "Waiting list"): Ana waits for Bea's lesson; Bea cancels; Ana confirms the
// offer from the home screen and finds the lesson among her upcoming classes.

/** A day of this journey's own, far from the other journeys' days (slots may not overlap). */
function waitlistDate(): string {
  const { repeatEachIndex, retry } = base.info();
  return addClubDays(suiteDay(), 40 + (repeatEachIndex * 4 + retry) * 7);
}

const shots = process.env.WAITLIST_SHOTS; // a folder: screenshots for a person to look at

/** At 1280 px, and at 375 px (a phone) when asked for screenshots. */
async function shoot(page: import("@playwright/test").Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/waitlist-${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${shots}/waitlist-${name}-375.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test("a member waits for a booked lesson, and confirms it from home once it is cancelled", async ({ page, browser, request, trainerRequest, trainerPage }) => {
  const date = waitlistDate();
  const [slot] = await publishSlots(trainerRequest, date, "21:00", "21:45");
  const bea = await memberWithAnimal(request, { name: uniqueName("Bea Espera"), animal: "Faísca" });
  const ana = await memberWithAnimal(request, { name: uniqueName("Ana Espera"), animal: "Trovão" });

  const beaContext = await browser.newContext();
  try {
    const beaPage = await beaContext.newPage();
    await signInQuickly(beaPage, bea);
    const booking = await bookThroughApi(beaPage.request, slot!.id, bea.animalId);

    await signInQuickly(page, ana);
    await openCalendar(page, date);
    const card = slotItem(page, "21:00 - 21:45");
    await card.getByRole("button", { name: /Lista de espera/ }).click();
    const dialog = page.getByRole("dialog", { name: "Lista de espera" });
    await expect(dialog).toContainText("Ainda ninguém está à espera desta aula.");
    await dialog.getByLabel("Animal").selectOption({ label: "Trovão" });
    await shoot(page, "join-dialog");
    await dialog.getByRole("button", { name: "Entrar na lista" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("button", { name: /Lista de espera/ })).toHaveText("Lista de espera (1)");
    await card.getByRole("button", { name: /Lista de espera/ }).click();
    await expect(dialog).toContainText("1.º lugar");
    await expect(dialog.getByRole("button", { name: "Sair da lista" })).toBeVisible();
    await shoot(page, "position-dialog");
    await dialog.getByRole("button", { name: "Voltar" }).click();

    // The trainer sees who is waiting.
    await openCalendar(trainerPage, date);
    await slotItem(trainerPage, "21:00 - 21:45").getByRole("button", { name: "Lista de espera das 21:00 (1)" }).click();
    const names = trainerPage.getByRole("dialog", { name: "Lista de espera" });
    await expect(names.getByRole("listitem")).toHaveText([`1.${ana.name} com Trovão`]);
    await shoot(trainerPage, "trainer-names");

    await page.goto("/");
    const waiting = page.getByRole("region", { name: "Lista de espera" });
    await expect(waiting).toContainText("1.º na lista");
    await shoot(page, "home-waiting");

    const cancelled = await beaPage.request.delete(`/api/bookings/${booking.id}`);
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  } finally {
    await beaContext.close();
  }

  await page.reload();
  const offers = page.getByRole("region", { name: "Lista de espera" });
  await expect(offers).toContainText("Vaga disponível! Confirme até");
  await expect(offers).toContainText(longDate(date));
  await shoot(page, "home-offer");
  await offers.getByRole("button", { name: "Confirmar aula" }).click();
  await expect(offers).toBeHidden();
  const upcoming = upcomingClasses(page);
  await expect(upcoming.getByRole("heading", { name: longDate(date), level: 3 })).toBeVisible();
  await expect(upcoming.getByRole("listitem").filter({ hasText: "Trovão" })).toContainText("21:00");
});
