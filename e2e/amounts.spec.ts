import { clubMonth } from "../src/lib/club-time";
import { formatEuros } from "../src/lib/money";
import { expect, test } from "./support/fixtures";
import { createMember, uniqueName } from "./support/members";
import { euros, generatePayment, memberId, paymentCard } from "./support/payments";
import { expectToastLettingTapsThrough, toasts } from "./support/session";
import { memberCard } from "./support/students-screen";

// Amounts as people type them, whatever the browser's language: a browser set to English once
// read '35,50' in the fee's number field as 3 550 € (docs/rules.md, "Payments").

for (const locale of ["en-US", "pt-PT"]) {
  test.describe(`in a browser set to ${locale}`, () => {
    test.use({ locale });

    test("the trainer types an amount in either form, and a large one is asked about first", async ({ browser, request, trainerRequest, trainerSession, extraHTTPHeaders }) => {
      const context = await browser.newContext({ locale, storageState: trainerSession, extraHTTPHeaders });
      const trainer = await context.newPage();
      const member = await createMember(request, { name: uniqueName(`Inês Amaral ${locale}`) });
      const month = clubMonth();
      const payment = await generatePayment(trainerRequest, await memberId(trainerRequest, member.email), month, 10);

      await trainer.goto(`/payments?tab=manage&month=${month}`);
      const card = paymentCard(trainer, member.name);
      const edit = trainer.getByRole("dialog", { name: "Editar Valor" });
      const field = edit.getByLabel("Valor (€)");
      const save = async (typed: string, shown: string, amount: number) => {
        await card.getByRole("button", { name: "Editar valor" }).click();
        await field.fill(typed);
        await field.blur();
        await expect(field).toHaveValue(shown);
        await edit.getByRole("button", { name: "Guardar valor" }).click();
        await expect(edit).toBeHidden();
        await expect(card).toContainText(euros(amount));
      };
      await save("35,50", "35,50", 35.5);
      await save("36.25", "36,25", 36.25);
      // The saves' toasts show at the bottom right, over the card's buttons at 1280 px when it is
      // low on the screen: the next tap on 'Editar valor' reaches it all the same.
      await expectToastLettingTapsThrough(trainer, "Valor do pagamento atualizado com sucesso!", () => save("37", "37,00", 37));

      // Over 1 000 €: asked once, saved on the second press.
      await card.getByRole("button", { name: "Editar valor" }).click();
      await field.fill("1 234,50");
      await edit.getByRole("button", { name: "Guardar valor" }).click();
      await expect(edit.getByRole("alert")).toHaveText(`O valor de ${formatEuros(1234.5)} é superior a ${formatEuros(1000)}. Carregue de novo para confirmar.`);
      await edit.getByRole("button", { name: "Confirmar valor" }).click();
      await expect(edit).toBeHidden();
      await expect(card).toContainText(formatEuros(1234.5));

      // What cannot be read is refused, and nothing changes.
      await card.getByRole("button", { name: "Editar valor" }).click();
      await field.fill("12,5O");
      await edit.getByRole("button", { name: "Guardar valor" }).click();
      await expect(edit.getByRole("alert")).toHaveText("Indique um valor válido (mínimo 0, com até 2 casas decimais).");
      await edit.getByRole("button", { name: "Cancelar" }).click();
      const saved = await (await trainerRequest.get(`/api/payments?month=${month}`)).json();
      expect(saved.payments.find((entry: { id: number }) => entry.id === payment.id).amount).toBe(1234.5);
      await context.close();
    });

    test("the trainer sets a member's fixed fee with a decimal comma", async ({ browser, request, trainerRequest, trainerSession, extraHTTPHeaders }) => {
      const context = await browser.newContext({ locale, storageState: trainerSession, extraHTTPHeaders });
      const trainer = await context.newPage();
      const member = await createMember(request, { name: uniqueName(`Rui Pacheco ${locale}`) });

      await trainer.goto("/students?tab=approved");
      await trainer.getByRole("searchbox", { name: "Pesquisar aluno aprovado" }).fill(member.name);
      await memberCard(trainer.getByRole("region", { name: "Alunos Regulares" }), member.email).getByRole("link", { name: "Ver" }).click();
      const details = trainer.getByRole("complementary", { name: "Conta do aluno" });
      await details.getByRole("checkbox", { name: "Mensalidade fixa" }).check();
      const fee = details.getByLabel("Valor mensal (€)");
      await fee.fill("35,50");
      await details.getByRole("button", { name: "Guardar mensalidade" }).click();
      await expect(toasts(trainer).getByText("Mensalidade fixa atualizada com sucesso!")).toBeVisible();
      await expect(fee).toHaveValue("35,50");
      const students = await (await trainerRequest.get("/api/auth/students")).json();
      const saved = students.students.find((student: { email: string }) => student.email === member.email);
      expect(saved).toMatchObject({ has_fixed_monthly_fee: true, monthly_fee_amount: 35.5 });
      await context.close();
    });
  });
}
