import { addClubDays, addMonths, clubMonth, clubToday } from "../src/lib/club-time";
import { fullDateLabel, monthLabel } from "../src/lib/calendar-labels";
import { expect, test } from "./support/fixtures";
import { portugueseDate } from "./support/animals";
import { generatePayment, memberId } from "./support/payments";
import { bookThroughApi, longDate, memberWithAnimal, publishSlots, slotAt, suiteDay } from "./support/scheduling";
import { createMember, uniqueName } from "./support/members";
import { signInQuickly } from "./support/session";
import { shotPath, takingShots } from "./support/shots";
import { memberCard } from "./support/students-screen";
import type { Page } from "@playwright/test";

// The trainer's desk (docs/rules.md, "The member's page"): the students search finds a member in
// two keystrokes, and their page shows their animal's papers, their lessons and their payments.

/** A day of this journey's own, far enough ahead that no other journey books it. */
function journeyRun() {
  const { repeatEachIndex, retry } = test.info();
  return repeatEachIndex * 4 + retry;
}

/** The screen at a desktop's width and at a phone's, for a look (E2E_SHOTS, e2e/support/shots.ts). */
async function shoot(page: Page, name: string) {
  if (!takingShots()) return;
  await page.screenshot({ path: shotPath("member-page", `${name}-1280`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: shotPath("member-page", `${name}-375`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test("the trainer finds a member in two keystrokes and reads their page: papers, lessons, payments", async ({
  request,
  trainerRequest,
  trainerPage: trainer,
}) => {
  // Several members; one has a 'ý' the search looks past ('yg' finds 'Ýgor'). Their tags are
  // digits (uniqueName), so no other name or address of the run holds 'yg'.
  const others = [await createMember(request, { name: uniqueName("Joana Brito") }), await createMember(request, { name: uniqueName("Igor Bastos") })];
  const ygor = await memberWithAnimal(request, { name: uniqueName("Ýgor Quintela"), animal: "Faísca" });
  const id = await memberId(trainerRequest, ygor.email);

  // Faísca's vaccination ended ten days ago; the trainer records it with breed and size.
  const ended = addClubDays(clubToday(), -10);
  const papers = await trainerRequest.put(`/api/animals/trainer/${ygor.animalId}`, {
    data: { name: "Faísca", birth_date: "2020-05-10", breed: "Pastor Belga", size_category: "L", vaccination_valid_until: ended, insurance_valid_until: "" },
  });
  expect(papers.status(), await papers.text()).toBe(200);

  // A lesson to come (at dawn, on a day of its own) and a payment of 1 234,50 €.
  const date = addClubDays(suiteDay(), 123 + journeyRun() * 7);
  const slots = await publishSlots(trainerRequest, date, "06:00", "06:45");
  await bookThroughApi(trainerRequest, slotAt(slots, "06:00").id, ygor.animalId);
  const month = addMonths(clubMonth(), -30 - journeyRun());
  await generatePayment(trainerRequest, id, month, 1234.5);

  await trainer.goto("/students?tab=approved");
  const search = trainer.getByRole("searchbox", { name: "Pesquisar aluno aprovado" });
  await search.pressSequentially("yg");
  const card = memberCard(trainer, ygor.email);
  await expect(card).toBeVisible();
  for (const other of others) await expect(memberCard(trainer, other.email)).toHaveCount(0);
  // One keystroke more that nobody matches says so.
  await search.pressSequentially("z");
  await expect(trainer.getByRole("status").filter({ hasText: "Nenhum membro encontrado." })).toBeVisible();
  await search.press("Backspace");
  await expect(card).toBeVisible();
  await shoot(trainer, "students-search");

  await card.getByRole("link", { name: "Ver" }).click();
  await expect(trainer).toHaveURL(`/students/${id}`);
  await expect(trainer.getByRole("heading", { name: ygor.name, level: 1 })).toBeVisible();

  const animals = trainer.getByRole("region", { name: /^Animais/ });
  const faisca = animals.getByRole("listitem", { name: "Faísca" });
  await expect(faisca).toContainText("Pastor Belga · Tamanho Grande");
  const vaccination = faisca.locator('[data-paper="vaccination"]');
  await expect(vaccination).toHaveText(`Vacinação terminou a ${fullDateLabel(ended)}`);
  await expect(vaccination).toHaveAttribute("data-state", "ended");
  await expect(vaccination).toHaveClass(/bg-red-50/);
  await expect(faisca.locator('[data-paper="insurance"]')).toHaveText("Seguro: não indicado");

  const lessons = trainer.getByRole("region", { name: /^Próximas aulas/ });
  await expect(lessons).toContainText(`${longDate(date)} · 06:00–06:45`);
  await expect(lessons).toContainText("Faísca");
  const payments = trainer.getByRole("region", { name: /^Pagamentos/ });
  const monthName = monthLabel(month);
  await expect(payments).toContainText(monthName.charAt(0).toUpperCase() + monthName.slice(1));
  await expect(payments).toContainText("1\u00a0234,50\u00a0€");
  await expect(payments).toContainText("Pendente");
  await expect(trainer.getByRole("complementary", { name: "Conta do aluno" })).toContainText(ygor.email);
  await shoot(trainer, "member-page");
});

test("a member's page is the trainer's alone; an unknown member is not found", async ({ page, request, trainerPage: trainer }) => {
  const member = await createMember(request, { name: uniqueName("Rui Curioso") });
  await signInQuickly(page, member);
  await page.goto("/students/1");
  await expect(page).toHaveURL("/");

  // The trainer's screens stream behind their loading spinner, so the answer is already under way
  // (200) when the page finds nobody: what the trainer sees is the not-found page.
  await trainer.goto("/students/2147483000");
  await expect(trainer.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
});

test("the owner sees an ended paper marked on their animals", async ({ page, request }) => {
  const member = await memberWithAnimal(request, { name: uniqueName("Sara Dono"), animal: "Pipoca" });
  await signInQuickly(page, member);
  const ended = addClubDays(clubToday(), -3);
  const saved = await page.request.put(`/api/animals/${member.animalId}`, {
    data: { name: "Pipoca", birth_date: "2020-05-10", size_category: "S", insurance_valid_until: ended },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const refused = await page.request.put(`/api/animals/${member.animalId}`, {
    data: { name: "Pipoca", birth_date: "2020-05-10", vaccination_valid_until: "2026-02-30" },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ error: "Data de validade da vacinação inválida." });

  await page.goto("/animals");
  const pipoca = page.getByRole("list", { name: "Os meus animais" }).getByRole("listitem", { name: "Pipoca" });
  await expect(pipoca).toContainText("Pequeno");
  await expect(pipoca.locator('[data-paper="insurance"]')).toHaveAttribute("data-state", "ended");
  await expect(pipoca.locator('[data-paper="insurance"]')).toContainText(`Seguro terminou a ${fullDateLabel(ended)}`);
  await shoot(page, "my-animals");

  // The edit form holds the papers as saved.
  await pipoca.getByRole("button", { name: "Editar" }).click();
  const form = page.getByRole("dialog", { name: "Editar Animal" });
  await expect(form.getByLabel("Seguro válido até")).toHaveValue(portugueseDate(ended));
  await expect(form.getByLabel("Tamanho (agility)")).toHaveValue("S");
  await shoot(page, "animal-edit-form");
});
