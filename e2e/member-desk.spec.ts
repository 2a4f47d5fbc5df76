import type { Locator, Page } from "@playwright/test";
import { addClubDays, clubMonth } from "../src/lib/club-time";
import { addAnimal } from "./support/database";
import { expect, test } from "./support/fixtures";
import { euros, generatePayment, journeyMonth, memberId, monthName, paymentCard, setFixedFee, studentWithLessons } from "./support/payments";
import { tagOf, uniqueName } from "./support/members";
import { bookThroughApi, keepToOneDay, longDate, memberWithAnimal, publishSlots, slotAt, suiteDay } from "./support/scheduling";
import { toasts } from "./support/session";
import { lookAt, shotPath, takingShots } from "./support/shots";

// The trainer's desk without going elsewhere (docs/rules.md, "The member's page" and "Payments"):
// a lesson booked and a payment marked paid from the member's page, and a month billed for
// several members at once.

function journeyRun() {
  const { repeatEachIndex, retry } = test.info();
  return repeatEachIndex * 2 + retry;
}

/** The whole page at 1280 and 375 px, and at 375 px what a phone shows around `inSight`, for a look (E2E_SHOTS). */
async function shoot(page: Page, name: string, inSight?: Locator) {
  if (!takingShots()) return;
  const size = page.viewportSize();
  await page.screenshot({ path: shotPath("member-desk", `${name}-1280`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: shotPath("member-desk", `${name}-375`), fullPage: true });
  if (inSight) {
    await inSight.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath("member-desk", `${name}-375-screen`) });
  }
  if (size) await page.setViewportSize(size);
}

test("from a member's page the trainer books them a lesson (a refusal said in Portuguese) and marks a payment paid", async ({
  request,
  trainerRequest,
  trainerPage: trainer,
}) => {
  await keepToOneDay(); // 'Pago em' today
  const marta = await memberWithAnimal(request, { name: uniqueName("Marta Lobo"), animal: "Tejo" });
  await addAnimal(marta.email, { name: "Sado", birthDate: "2019-04-02" });
  const other = await memberWithAnimal(request, { name: uniqueName("Nuno Reis"), animal: "Lis" });
  const id = await memberId(trainerRequest, marta.email);
  // A day of this journey's own, at dawn: 05:00 is taken already, 05:45 and 06:30 free.
  const date = addClubDays(suiteDay(), 151 + journeyRun() * 7);
  const slots = await publishSlots(trainerRequest, date, "05:00", "07:15");
  await bookThroughApi(trainerRequest, slotAt(slots, "05:00").id, other.animalId);
  const month = clubMonth();
  await generatePayment(trainerRequest, id, month, 35);

  await trainer.goto(`/students/${id}`, { waitUntil: "networkidle" });
  await trainer.getByRole("button", { name: "Marcar aula" }).click();
  const dialog = trainer.getByRole("dialog", { name: "Marcar aula" });
  await expect(dialog).toContainText(`Para ${marta.name}`);
  await dialog.getByLabel("Animal", { exact: true }).selectOption({ label: "Sado" });
  await dialog.getByLabel("Dia", { exact: true }).fill(date);
  const free = dialog.getByRole("group", { name: `Aulas livres: ${longDate(date)}` });
  await expect(free.getByRole("radio")).toHaveCount(2);
  await expect(free.getByRole("radio", { name: "05:00 - 05:45" })).toHaveCount(0);
  await shoot(trainer, "member-book-dialog");

  // Someone takes 06:30 while the trainer chooses it: the booking rule's refusal, in the dialog.
  await free.getByText("06:30 - 07:15").click();
  await bookThroughApi(trainerRequest, slotAt(slots, "06:30").id, other.animalId);
  await dialog.getByRole("button", { name: "Marcar aula" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Esta aula já está marcada.");
  await expect(free.getByRole("radio")).toHaveCount(1);

  await free.getByText("05:45 - 06:30").click();
  await dialog.getByRole("button", { name: "Marcar aula" }).click();
  await expect(toasts(trainer).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const upcoming = trainer.getByRole("region", { name: /^Próximas aulas/ });
  await expect(upcoming).toContainText(`${longDate(date)} · 05:45–06:30`);
  await expect(upcoming).toContainText("Sado");

  // The month's pending payment, marked paid here with the payments screen's dialog.
  const monthTitle = monthName(month).charAt(0).toUpperCase() + monthName(month).slice(1);
  const payment = trainer.getByRole("region", { name: /^Pagamentos/ }).getByRole("listitem", { name: monthTitle });
  await expect(payment).toContainText(`${euros(35)}Pendente`);
  await payment.getByRole("button", { name: "Marcar como pago" }).click();
  const markPaid = trainer.getByRole("dialog", { name: "Marcar como Pago" });
  await expect(markPaid).toContainText(`${marta.name}, ${monthName(month)}: ${euros(35)}`);
  await markPaid.getByLabel("Método de pagamento").selectOption({ label: "Numerário" });
  await markPaid.getByRole("button", { name: "Marcar como pago" }).click();
  await expect(toasts(trainer).getByText("Pagamento marcado como pago!")).toBeVisible();
  const today = new Intl.DateTimeFormat("pt-PT", { timeZone: "Europe/Lisbon", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
  await expect(payment).toContainText(`Pago em ${today} (Numerário)`);
  await expect(payment.getByRole("button", { name: "Marcar como pago" })).toHaveCount(0);
  await shoot(trainer, "member-page-actions", payment);
});

test("the trainer bills a month for several members at once, one amount edited", async ({ request, trainerRequest, trainerPage: trainer }) => {
  // A past month no other journey books in (the trainer may book past slots).
  const month = journeyMonth("monthBill");
  const lessons = (name: string, animal: string, day: number, count: number) =>
    studentWithLessons(request, trainerRequest, { name: uniqueName(name), animal, month, day, lessons: count });
  const ana = await lessons("Ana Brito", "Nico", 3, 2);
  const bruno = await lessons("Bruno Leal", "Kira", 4, 1);
  const carla = await lessons("Carla Paiva", "Zeus", 5, 3);
  await setFixedFee(trainerRequest, ana.id, 30);
  await setFixedFee(trainerRequest, bruno.id, 25);

  await trainer.goto(`/payments?tab=generate&month=${month}`, { waitUntil: "networkidle" });
  await expect(trainer.getByRole("heading", { name: `Aulas de ${monthName(month)}` })).toBeVisible();
  const bill = trainer.getByRole("list", { name: `Por gerar em ${monthName(month)}` });
  const [anaLine, brunoLine, carlaLine] = [ana, bruno, carla].map((member) => paymentCard(bill, member.name));
  // The fixed fees come prefilled and in; Carla has none: empty and out, until an amount is typed.
  await expect(anaLine.getByLabel("Valor (€)")).toHaveValue("30,00");
  await expect(brunoLine.getByLabel("Valor (€)")).toHaveValue("25,00");
  await expect(carlaLine.getByLabel("Valor (€)")).toHaveValue("");
  await expect(carlaLine.getByRole("checkbox", { name: `Incluir ${carla.name}` })).not.toBeChecked();
  await expect(carlaLine).toContainText("3 aulas");

  await brunoLine.getByLabel("Valor (€)").fill("27,5");
  const carlaAmount = carlaLine.getByLabel("Valor (€)");
  await carlaAmount.fill("0");
  await expect(carlaLine.getByRole("checkbox", { name: `Incluir ${carla.name}` })).toBeChecked();
  // A wrong amount is flagged as soon as its field is left, not only at 'Gerar'.
  await carlaAmount.blur();
  await expect(carlaLine.getByRole("alert")).toHaveText("Indique um valor superior a 0, com até 2 casas decimais.");
  await expect(carlaAmount).toHaveAttribute("aria-invalid", "true");
  await expect(carlaAmount).toHaveAccessibleDescription("Indique um valor superior a 0, com até 2 casas decimais.");
  // On a phone, 'Gerar' takes the trainer to it, above the total that stays at the bottom.
  await trainer.setViewportSize({ width: 375, height: 640 });
  await trainer.evaluate(() => window.scrollTo(0, 0));
  await trainer.getByRole("button", { name: "Gerar 3 pagamentos" }).click();
  const correct = trainer.getByText("Corrija o valor assinalado.");
  await expect(correct).toBeVisible();
  await expect(carlaAmount).toBeFocused();
  expect((await carlaAmount.boundingBox())!.y + (await carlaAmount.boundingBox())!.height).toBeLessThanOrEqual((await correct.boundingBox())!.y);
  await lookAt(trainer, "member-desk", "bill-flagged-375");
  await trainer.setViewportSize({ width: 1280, height: 800 });
  await carlaAmount.fill("12,50");
  await carlaLine.getByLabel("Valor (€)").blur();

  // The search finds a line among many; the total counts every line that is in.
  const search = trainer.getByRole("searchbox", { name: "Pesquisar aluno do mês" });
  await search.fill(tagOf(carla.name));
  await expect(bill.getByRole("checkbox")).toHaveCount(1);
  await expect(carlaLine).toBeVisible();
  await search.fill("");
  await expect(trainer.getByText("Total:")).toContainText(euros(70));
  await shoot(trainer, "month-bill", anaLine);

  await trainer.getByRole("button", { name: "Gerar 3 pagamentos" }).click();
  const confirm = trainer.getByRole("dialog", { name: "Gerar Pagamentos" });
  await expect(confirm).toContainText(`Gerar 3 pagamentos de ${monthName(month)}, no total de ${euros(70)}? Cada aluno recebe o seu por email.`);
  await confirm.getByRole("button", { name: "Gerar" }).click();
  await expect(toasts(trainer).getByText(`Pagamentos de ${monthName(month)}: 3 gerados.`)).toBeVisible();
  await expect(trainer.getByText(`Todos os alunos com aulas em ${monthName(month)} já têm pagamento.`)).toBeVisible();
  await expect(paymentCard(trainer, bruno.name)).toContainText(`Pagamento gerado:${euros(27.5)}Pendente`);

  const listed = await trainerRequest.get(`/api/payments?month=${month}`);
  const { payments } = (await listed.json()) as { payments: { user_email: string; amount: number; status: string }[] };
  expect(payments.map((p) => [p.user_email, p.amount, p.status]).sort()).toEqual(
    [
      [ana.email, 30, "pending"],
      [bruno.email, 27.5, "pending"],
      [carla.email, 12.5, "pending"],
    ].sort(),
  );
});
