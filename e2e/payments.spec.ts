import type { Page } from "@playwright/test";
import { clubYear } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import {
  chooseMonth,
  euros,
  expectPaymentsBadge,
  extraLesson,
  generatePayment,
  journeyMonth,
  monthName,
  nextPendingPayments,
  paymentCard,
  paymentIdOf,
  setFixedFee,
  setPaymentInstructions,
  studentWithLessons,
} from "./support/payments";
import { tagOf, uniqueName } from "./support/members";
import { approvedOn } from "./support/database";
import { signInQuickly, toasts } from "./support/session";
import { lookAtBothWidths } from "./support/shots";
import { keepToOneDay } from "./support/scheduling";

// Monthly payments: the trainer bills a month from its lessons and records what was paid; a
// student sees what is due on the home screen and the lessons behind it on the account page.
// Each journey works on a month of its own; other journeys bill in parallel, so pending counts
// are read from what the trainer's screen loaded.

const IBAN = "PT50000201231234567890154";

test("the trainer bills a month from its lessons and records an MB WAY payment", async ({ request, trainerRequest, trainerPage: trainer }) => {
  await keepToOneDay(); // 'Pago em' today
  const month = journeyMonth("trainerMonth");
  const carla = await studentWithLessons(request, trainerRequest, { name: uniqueName("Carla Mendes"), animal: "Farrusco", month, day: 6, lessons: 2 });
  await extraLesson(trainerRequest, carla.email, "Nina", carla.date, "09:00", "09:45");
  const rui = await studentWithLessons(request, trainerRequest, { name: uniqueName("Rui Tavares"), animal: "Lua", month, day: 7, lessons: 1 });
  await setFixedFee(trainerRequest, rui.id, 30);
  await approvedOn(rui.email, `${month}-01`); // a member by then: fixed fees bill members only

  // The generate tab opens on this month; the trainer picks the month to bill.
  await trainer.goto("/payments");
  await expect(trainer.getByRole("heading", { name: "Pagamentos", level: 1 })).toBeVisible();
  await expect(trainer.getByRole("tab", { name: "Gerar" })).toHaveAttribute("aria-selected", "true");
  await chooseMonth(trainer, month);
  await expect(trainer.getByRole("heading", { name: `Aulas de ${monthName(month)}` })).toBeVisible();

  const carlaCard = paymentCard(trainer, carla.name);
  await expect(carlaCard).toContainText("3 aulas");
  await expect(carlaCard.getByRole("list", { name: "Aulas por animal" })).toContainText("Farrusco: 2 aulas");
  await expect(carlaCard.getByRole("list", { name: "Aulas por animal" })).toContainText("Nina: 1 aula");
  const ruiCard = paymentCard(trainer, rui.name);
  await expect(ruiCard.getByLabel("Valor (€)")).toHaveValue("30,00");
  await expect(ruiCard.getByRole("checkbox", { name: `Incluir ${rui.name}` })).toBeChecked();

  // The amount as typed, shown with a decimal comma once left, counts Carla in; Rui is left for
  // the fixed-fees button. The confirmation names how many, the month and the total.
  await carlaCard.getByLabel("Valor (€)").fill("45.5");
  await carlaCard.getByLabel("Valor (€)").blur();
  await expect(carlaCard.getByLabel("Valor (€)")).toHaveValue("45,50");
  await expect(carlaCard.getByRole("checkbox", { name: `Incluir ${carla.name}` })).toBeChecked();
  await ruiCard.getByRole("checkbox", { name: `Incluir ${rui.name}` }).uncheck();
  await trainer.getByRole("button", { name: "Gerar 1 pagamento" }).click();
  const confirm = trainer.getByRole("dialog", { name: "Gerar Pagamentos" });
  await expect(confirm).toContainText(`Gerar 1 pagamento de ${monthName(month)}, no total de ${euros(45.5)}? Cada aluno recebe o seu por email.`);
  let pending = nextPendingPayments(trainer);
  await confirm.getByRole("button", { name: "Gerar" }).click();
  await expect(toasts(trainer).getByText(`Pagamentos de ${monthName(month)}: 1 gerado.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(carlaCard).toContainText(`Pagamento gerado:${euros(45.5)}Pendente`);
  const carlaPaymentId = await paymentIdOf(trainerRequest, month, carla.email);
  let counted = await pending;
  expect(counted).toContain(carlaPaymentId);
  await expectPaymentsBadge(trainer, counted.length);

  // Rui has a fixed fee: the fixed-fees button bills him (and any other member with one).
  await trainer.getByRole("button", { name: "Gerar mensalidades fixas" }).click();
  const fixedFees = trainer.getByRole("dialog", { name: "Gerar Mensalidades Fixas" });
  await fixedFees.getByRole("button", { name: "Gerar" }).click();
  await expect(toasts(trainer).getByText(`Mensalidades fixas de ${monthName(month)}:`)).toBeVisible();
  await expect(ruiCard).toContainText(`Pagamento gerado:${euros(30)}Pendente`);

  // Manage: Carla paid by MB WAY; the navbar badge counts one payment less.
  await trainer.getByRole("tab", { name: "Gerir" }).click();
  await expect(trainer.getByRole("heading", { name: `Pagamentos de ${monthName(month)}` })).toBeVisible();
  const carlaPayment = paymentCard(trainer, carla.name);
  await expect(carlaPayment).toContainText(carla.email);
  await expect(carlaPayment).toContainText(euros(45.5));
  await expect(carlaPayment.getByText("Pendente", { exact: true })).toBeVisible();
  await expect(trainer.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute("href", `/api/payments/export?month=${month}`);

  await carlaPayment.getByRole("button", { name: "Marcar como pago" }).click();
  const markPaid = trainer.getByRole("dialog", { name: "Marcar como Pago" });
  await expect(markPaid).toContainText(`${carla.name}, ${monthName(month)}: ${euros(45.5)}`);
  await markPaid.getByLabel("Método de pagamento").selectOption({ label: "MB WAY" });
  await markPaid.getByLabel("Nota (opcional)").fill("Referência 12345");
  pending = nextPendingPayments(trainer);
  await markPaid.getByRole("button", { name: "Marcar como pago" }).click();
  await expect(toasts(trainer).getByText("Pagamento marcado como pago!")).toBeVisible();
  await expect(markPaid).toBeHidden();
  counted = await pending;
  expect(counted).not.toContain(carlaPaymentId);
  await expectPaymentsBadge(trainer, counted.length);
  const today = new Intl.DateTimeFormat("pt-PT", { timeZone: "Europe/Lisbon", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
  await expect(carlaPayment.getByText("Pago", { exact: true })).toBeVisible();
  await expect(carlaPayment).toContainText(`Pago em ${today} (MB WAY)`);
  await expect(carlaPayment).toContainText("Nota: Referência 12345");
  await expect(carlaPayment.getByRole("button", { name: "Marcar como pago" })).toHaveCount(0);

  // The pending tab lists Rui's, not Carla's.
  await trainer.getByRole("tab", { name: /^Pendentes/ }).click();
  await expect(paymentCard(trainer, rui.name)).toContainText(`Mensalidade de ${monthName(month)}`);
  await expect(paymentCard(trainer, carla.name)).toHaveCount(0);

  // The generate tab on a month without lessons (its address keeps tab and month), then no month at all.
  await trainer.goto(`/payments?tab=generate&month=${clubYear() + 2}-12`);
  await expect(trainer.getByRole("heading", { name: `Aulas de dezembro de ${clubYear() + 2}` })).toBeVisible();
  await expect(trainer.getByRole("main").getByText("Nenhuma aula encontrada para este mês")).toBeVisible();
  await expect(toasts(trainer).getByText("Nenhuma aula encontrada para este mês")).toBeVisible();
  await trainer.getByLabel("Mês", { exact: true }).selectOption("");
  await expect(trainer.getByRole("main").getByRole("alert")).toHaveText("Selecione o ano e mês");
});

test("the trainer corrects an amount, deletes a payment and reads the period's figures", async ({
  request,
  trainerRequest,
  trainerPage: trainer,
}) => {
  const month = journeyMonth("corrections");
  const sofia = await studentWithLessons(request, trainerRequest, { name: uniqueName("Sofia Lopes"), animal: "Tobias", month, day: 8, lessons: 2 });
  const duarte = await studentWithLessons(request, trainerRequest, { name: uniqueName("Duarte Reis"), animal: "Kika", month, day: 9, lessons: 1 });
  await generatePayment(trainerRequest, sofia.id, month, 40);
  await generatePayment(trainerRequest, duarte.id, month, 20);

  await trainer.goto(`/payments?tab=manage&month=${month}`);
  const sofiaPayment = paymentCard(trainer, sofia.name);
  await expect(sofiaPayment).toContainText(euros(40));

  // With sixty members a month's list is long: part of a name, accents and capitals aside, finds
  // the member's payment; a name no one has says so.
  const search = trainer.getByRole("searchbox", { name: "Pesquisar pagamento por aluno" });
  await search.fill(`lopes ${tagOf(sofia.name)}`);
  await expect(paymentCard(trainer, duarte.name)).toHaveCount(0);
  await expect(sofiaPayment).toBeVisible();
  await search.fill("ninguém com este nome");
  await expect(trainer.getByRole("main").getByText("Nenhum pagamento encontrado.")).toBeVisible();
  await expect(sofiaPayment).toHaveCount(0);
  await search.fill("");
  await expect(paymentCard(trainer, duarte.name)).toBeVisible();

  // Details: the lessons the payment covers.
  await sofiaPayment.getByRole("button", { name: "Detalhes" }).click();
  const details = trainer.getByRole("dialog", { name: "Detalhes do Pagamento" });
  const lessons = details.getByRole("region", { name: "Lista de aulas" });
  await expect(lessons.getByRole("row")).toHaveCount(3); // header + 2 lessons
  const [year, monthNumber] = month.split("-");
  await expect(lessons.getByRole("row").nth(1)).toContainText(`08/${monthNumber}/${year}07:0007:45Tobias`);
  await details.getByRole("button", { name: "Fechar" }).click();

  await sofiaPayment.getByRole("button", { name: "Editar valor" }).click();
  const edit = trainer.getByRole("dialog", { name: "Editar Valor" });
  await expect(edit.getByLabel("Valor (€)")).toHaveValue("40,00");
  await edit.getByLabel("Valor (€)").fill("42,5");
  await edit.getByRole("button", { name: "Guardar valor" }).click();
  await expect(toasts(trainer).getByText("Valor do pagamento atualizado com sucesso!")).toBeVisible();
  await expect(sofiaPayment).toContainText(euros(42.5));

  const duartePayment = paymentCard(trainer, duarte.name);
  await duartePayment.getByRole("button", { name: "Eliminar" }).click();
  const remove = trainer.getByRole("dialog", { name: "Eliminar Pagamento" });
  await expect(remove).toContainText(`Tem a certeza de que pretende eliminar o pagamento de ${monthName(month)} de ${duarte.name} (${euros(20)})?`);
  await remove.getByRole("button", { name: "Eliminar" }).click();
  await expect(toasts(trainer).getByText("Pagamento eliminado com sucesso!")).toBeVisible();
  await expect(duartePayment).toHaveCount(0);

  // Statistics of the month alone: one payment of 42,50 €, pending.
  await trainer.getByRole("tab", { name: "Estatísticas" }).click();
  await chooseMonth(trainer.getByRole("group", { name: "Início" }), month);
  await chooseMonth(trainer.getByRole("group", { name: "Fim" }), month);
  const table = trainer.getByRole("table", { name: `Pagamentos por mês, ${monthName(month)}` });
  const row = table.getByRole("row", { name: monthName(month) });
  await expect(row).toContainText(["1", "0", "1", euros(42.5), euros(0), euros(42.5)].join(""));
  await expect(trainer.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
    "href",
    `/api/payments/statistics/export?start_month=${month}&end_month=${month}`,
  );

  // An incomplete period asks for the whole period.
  await trainer.getByRole("group", { name: "Fim" }).getByLabel("Mês", { exact: true }).selectOption("");
  await expect(trainer.getByRole("main").getByRole("alert")).toHaveText("Selecione o período completo");
});

test.describe("a student with a payment due", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("sees it on the home screen with how to pay, and its lessons on the account page", async ({ page, request, trainerRequest }) => {
    const month = journeyMonth("memberView");
    await setPaymentInstructions(trainerRequest, { iban: IBAN, mbway: "912345678" });
    const ines = await studentWithLessons(request, trainerRequest, { name: uniqueName("Inês Carvalho"), animal: "Pantufa", month, day: 10, lessons: 2 });
    await generatePayment(trainerRequest, ines.id, month, 35);

    await signInQuickly(page, ines);
    await page.goto("/");
    const warning = page.getByRole("region", { name: "Pagamentos Pendentes" });
    await expect(warning).toContainText(`Tem 1 pagamento por regularizar, no total de ${euros(35)}.`);
    await expect(warning.getByRole("listitem")).toHaveText(`Mensalidade de ${monthName(month)}${euros(35)}Já paguei`);
    const howToPay = warning.getByRole("region", { name: "Como pagar" });
    await expect(howToPay).toContainText("PT50 0002 0123 1234 5678 9015 4");
    await expect(howToPay).toContainText("912 345 678");
    await howToPay.getByRole("button", { name: "Copiar IBAN" }).click();
    await expect(howToPay.getByRole("status").filter({ hasText: "IBAN copiado para a área de transferência!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(IBAN);
    // The MB WAY number too, as the phone's app takes it: digits only.
    await howToPay.getByRole("button", { name: "Copiar número MB WAY" }).click();
    await expect(howToPay.getByRole("status").filter({ hasText: "Número MB WAY copiado para a área de transferência!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("912345678");
    await howToPay.scrollIntoViewIfNeeded();
    await lookAtBothWidths(page, "payments", "how-to-pay", { width: 1280, height: 800 });

    // The history: the payment, then the lessons it covers.
    await warning.getByRole("link", { name: "Ver histórico de pagamentos" }).click();
    await expect(page).toHaveURL("/account");
    const history = page.getByRole("region", { name: "Histórico de Pagamentos" });
    const entry = history.getByRole("listitem", { name: `Mensalidade de ${monthName(month)}` });
    await expect(entry).toContainText(euros(35));
    await expect(entry.getByText("Pendente", { exact: true })).toBeVisible();
    await expect(history.getByRole("region", { name: "Como pagar" })).toContainText("PT50 0002 0123 1234 5678 9015 4");

    await entry.getByRole("button", { name: "Detalhes" }).click();
    const details = page.getByRole("dialog", { name: "Detalhes do Pagamento" });
    await expect(details).toContainText(`Mensalidade de ${monthName(month)}`);
    const lessons = details.getByRole("region", { name: "Lista de aulas" });
    await expect(lessons).toHaveCSS("max-height", "300px");
    await expect(lessons).toHaveCSS("overflow-y", "auto");
    const [year, monthNumber] = month.split("-");
    await expect(lessons.getByRole("row").nth(1)).toContainText(`10/${monthNumber}/${year}07:0007:45Pantufa`);
    await expect(lessons.getByRole("row").nth(2)).toContainText(`10/${monthNumber}/${year}07:4508:30Pantufa`);

    // Once paid, the home screen has nothing to warn about.
    await details.getByRole("button", { name: "Fechar" }).click();
    const paid = await trainerRequest.put("/api/payments/mark-paid", { data: { payment_id: (await pendingPaymentId(page)), method: "transfer" } });
    expect(paid.status(), await paid.text()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Próximas Aulas" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Pagamentos Pendentes" })).toHaveCount(0);
  });
});

test("a year and a month chosen one right after the other both hold, in the screen and its address", async ({ trainerPage: trainer }) => {
  await trainer.goto("/payments");
  await expect(trainer.getByRole("heading", { name: "Pagamentos", level: 1 })).toBeVisible();
  const year = String(clubYear() - 1);
  // Both choices in one go, before the router has taken up the first into the address: as a quick
  // hand on a busy phone can make them.
  await trainer.evaluate((year) => {
    const choose = (label: string, value: string) => {
      const select = Array.from(document.querySelectorAll("select")).find((element) => element.labels?.[0]?.textContent?.trim() === label)!;
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    };
    choose("Ano", year);
    choose("Mês", "10");
  }, year);
  await expect(trainer.getByRole("heading", { name: `Aulas de outubro de ${year}` })).toBeVisible();
  await expect(trainer.getByLabel("Ano", { exact: true })).toHaveValue(year);
  await expect(trainer).toHaveURL(new RegExp(`month=${year}-10$`));
});

async function pendingPaymentId(page: Page): Promise<number> {
  const response = await page.request.get("/api/payments/user-pending");
  const { payments } = (await response.json()) as { payments: { id: number }[] };
  return payments[0]!.id;
}
