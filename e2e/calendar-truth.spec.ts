import { addClubDays } from "../src/lib/club-time";
import { waitForMail } from "./support/mailbox";
import { calendarTruthDate, holdForWaitingList, shoot } from "./support/calendar-truth";
import { expect, test } from "./support/fixtures";
import { uniqueName } from "./support/members";
import { bookThroughApi, memberWithAnimal, openCalendar, publishSlots, slotAt, slotItem, suiteDay } from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";

// What the calendar tells a member on their phone (docs/rules.md, "Booking"): a free lesson they
// cannot book says why instead of offering it (inside the lead time: lead-time.spec.ts); a lesson
// that has started offers nobody a book or cancel action; a member with one animal books it
// without choosing; a refusal is said once.

test.use({ viewport: { width: 375, height: 812 } });

const STARTED = "Não é possível marcar uma aula que já começou.";

test("a member sees why a free lesson held for the waiting list cannot be booked; the member holding it can book it", async ({
  page,
  request,
  trainerRequest,
}) => {
  const member = await memberWithAnimal(request, { name: uniqueName("Inês Verdade"), animal: "Nuvem" });
  const holder = await memberWithAnimal(request, { name: uniqueName("Rui Oferta"), animal: "Bolt" });

  // Held for the waiting list: a freed lesson another member has been offered until later today.
  const date = calendarTruthDate();
  const slots = await publishSlots(trainerRequest, date, "19:00", "20:30");
  const held = slotAt(slots, "19:00");
  const until = new Date(Date.now() + 3 * 3_600_000);
  await holdForWaitingList(held.id, holder.email, holder.animalId, until);

  await signInQuickly(page, member);
  await openCalendar(page, date);
  const heldCard = slotItem(page, "19:00 - 19:45");
  const untilText = new Intl.DateTimeFormat("pt-PT", {
    timeZone: "Europe/Lisbon", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
  }).format(until).replace(", ", " às ");
  await expect(heldCard).toContainText("Indisponível");
  await expect(heldCard).toContainText(`Esta aula está reservada para a lista de espera até ${untilText}.`);
  await expect(heldCard.getByRole("button")).toHaveCount(0);
  // The lesson beside it is free for her: offered as before.
  const free = slotItem(page, "19:45 - 20:30");
  await expect(free).toContainText("Disponível");
  await expect(free.getByRole("button", { name: /Marcar aula/ })).toBeVisible();
  await shoot(page, "calendar-held");

  // The member holding the offer sees it bookable.
  const holderPage = await page.context().browser()!.newPage({ viewport: { width: 375, height: 812 } });
  try {
    await signInQuickly(holderPage, holder);
    await openCalendar(holderPage, date);
    await expect(slotItem(holderPage, "19:00 - 19:45").getByRole("button", { name: /Marcar aula/ })).toBeVisible();
  } finally {
    await holderPage.close();
  }
});

test("nobody is offered to book or cancel a lesson that has started", async ({ page, request, trainerRequest, trainerPage }) => {
  const member = await memberWithAnimal(request, { name: uniqueName("Tiago Começou"), animal: "Pipa" });
  // On a past day of this journey's own (whatever the hour it runs): a free lesson and one of hers.
  const { repeatEachIndex, retry } = test.info();
  const day = addClubDays(suiteDay(), -(25 + (repeatEachIndex * 4 + retry) * 7));
  const slots = await publishSlots(trainerRequest, day, "10:00", "11:30");
  await bookThroughApi(trainerRequest, slotAt(slots, "10:45").id, member.animalId);

  await signInQuickly(page, member);
  await openCalendar(page, day);
  const started = slotItem(page, "10:00 - 10:45");
  await expect(started).toContainText("Indisponível");
  await expect(started).toContainText(STARTED);
  await expect(started.getByRole("button")).toHaveCount(0);
  const own = slotItem(page, "10:45 - 11:30");
  await expect(own).toContainText("A sua aula");
  await expect(own.getByRole("button")).toHaveCount(0);
  await shoot(page, "calendar-started");

  // The trainer neither: no booking on the free one, no cancelling hers.
  await openCalendar(trainerPage, day);
  await expect(slotItem(trainerPage, "10:00 - 10:45").getByRole("button")).toHaveCount(0);
  await expect(slotItem(trainerPage, "10:45 - 11:30")).toContainText("Pipa");
  await expect(slotItem(trainerPage, "10:45 - 11:30").getByRole("button", { name: /Cancelar aula/ })).toHaveCount(0);
});

test("a member with one animal books it without choosing; a refusal meanwhile is said once", async ({ page, request, trainerRequest }) => {
  const member = await memberWithAnimal(request, { name: uniqueName("Marta Única"), animal: "Estrela" });
  const other = await memberWithAnimal(request, { name: uniqueName("Nuno Rápido"), animal: "Flecha" });
  const date = calendarTruthDate();
  const slots = await publishSlots(trainerRequest, date, "09:00", "10:30");

  await signInQuickly(page, member);
  await openCalendar(page, date);
  await slotItem(page, "09:00 - 09:45").getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Marcar aula" });
  const animal = dialog.getByLabel("Animal", { exact: true });
  await expect(animal.locator("option:checked")).toHaveText("Estrela");
  await shoot(page, "booking-one-animal");
  await dialog.getByRole("button", { name: "Marcar aula" }).click();
  await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(slotItem(page, "09:00 - 09:45")).toContainText("A sua aula");
  // Booked from the phone, confirmed by mail (docs/rules.md, "Notices").
  const confirmation = await waitForMail(member.email, { subject: `ACE - Aula marcada: ${date.split("-").reverse().join("/")} às 09:00` });
  expect(confirmation.text).toContain("A sua aula está marcada:");
  expect(confirmation.text).toContain("Animal: Estrela");

  // Someone else takes the next lesson while her dialog is open: one clear error, once.
  await slotItem(page, "09:45 - 10:30").getByRole("button").click();
  await expect(animal.locator("option:checked")).toHaveText("Estrela");
  await bookThroughApi(trainerRequest, slotAt(slots, "09:45").id, other.animalId);
  await dialog.getByRole("button", { name: "Marcar aula" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Esta aula já está marcada.");
  await expect(page.getByText("Esta aula já está marcada.")).toHaveCount(1);
  await shoot(page, "booking-refused-once");
  await page.keyboard.press("Escape");
  await expect(slotItem(page, "09:45 - 10:30")).toContainText("Marcada");
});
