import { addClubDays } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { uniqueName } from "./support/members";
import { longDate, memberWithAnimal, openCalendar, publishSlots, slotItem, suiteDay } from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";
import { lookAtBothWidths } from "./support/shots";

// A second handler (docs/rules.md, "Households"): on a phone, the owner adds another member as a
// handler from the animal's card ('Condutores'); the handler finds the animal among theirs and
// books a lesson with it from the calendar.

test.use({ viewport: { width: 375, height: 812 } });

/** A day of this file's own, far from the other journeys' days (slots may not overlap). */
function handlersDate(): string {
  const { repeatEachIndex, retry } = test.info();
  return addClubDays(suiteDay(), 260 + (repeatEachIndex * 4 + retry) * 7);
}

test("the owner adds a handler from the card, and the handler books with the shared animal on a phone", async ({ page, request, trainerRequest }) => {
  const date = handlersDate();
  await publishSlots(trainerRequest, date, "10:00", "10:45");
  const ana = await memberWithAnimal(request, { name: uniqueName("Ana Silva"), animal: "Bolt" });
  const rui = await memberWithAnimal(request, { name: uniqueName("Rui Costa"), animal: "Kira", role: "external" });

  // The owner: 'Condutores' on Bolt's card, Rui added by email.
  await signInQuickly(page, ana);
  await page.goto("/animals");
  const card = page.getByRole("listitem", { name: "Bolt" });
  const handlers = card.getByRole("region", { name: "Condutores" });
  await expect(handlers).toContainText("Ainda ninguém além de si.");
  await handlers.getByLabel("Email do condutor").fill(rui.email);
  const add = handlers.getByRole("button", { name: "Adicionar condutor" });
  expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await add.click();
  await expect(toasts(page).getByText(`${rui.name} pode agora marcar aulas com Bolt.`)).toBeVisible();
  await expect(handlers.getByRole("list", { name: "Condutores de Bolt" })).toHaveText(new RegExp(rui.name));
  // One message for an email that cannot be added (here: Rui again), which says not why.
  await handlers.getByLabel("Email do condutor").fill(rui.email);
  await add.click();
  await expect(handlers.getByRole("alert")).toHaveText(/^Não é possível adicionar este email como condutor\./);
  await handlers.scrollIntoViewIfNeeded();
  await lookAtBothWidths(page, "animal-handlers", "owner-card");

  // The handler: Bolt among their animals, shared, without edit or delete.
  await page.context().clearCookies();
  await signInQuickly(page, rui);
  await page.goto("/animals");
  const shared = page.getByRole("listitem", { name: "Bolt" });
  await expect(shared).toContainText("Condutor");
  await expect(shared).toContainText(ana.name);
  await expect(shared.getByRole("button")).toHaveCount(0);
  await shared.scrollIntoViewIfNeeded();
  await lookAtBothWidths(page, "animal-handlers", "handler-card");

  await openCalendar(page, date);
  const lesson = slotItem(page, "10:00 - 10:45");
  await lesson.getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Marcar aula" });
  await expect(dialog).toContainText(`${longDate(date)}, 10:00 - 10:45`);
  const animal = dialog.getByLabel("Animal", { exact: true });
  await expect(animal.getByRole("option")).toHaveText(["Selecione um animal", "Kira", `Bolt (de ${ana.name})`]);
  await animal.selectOption({ label: `Bolt (de ${ana.name})` });
  await lookAtBothWidths(page, "animal-handlers", "booking-dialog");
  await dialog.getByRole("button", { name: "Marcar aula" }).click();
  await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(lesson).toContainText(`${rui.name} com Bolt`);
  await expect(lesson).toContainText("A sua aula");
});
