import { expect, test } from "./support/fixtures";
import { generatePayment, journeyMonth, memberId, monthName } from "./support/payments";
import { uniqueName } from "./support/members";
import { memberWithAnimal } from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";
import { holdScripts } from "./support/held-scripts";
import { lookAtBothWidths } from "./support/shots";

// 'Já paguei' (docs/rules.md, "Payments"): a member on a phone says they paid by MB WAY; the
// trainer finds it on home under 'Pagamentos para confirmar' and marks it paid. Both buttons are
// drawn by the server: until the page's code has run they are disabled, so an early tap waits
// for the page instead of being lost (on a slow network; in a journey beside a CPU-heavy job).

test.use({ viewport: { width: 375, height: 812 } });

/** 1234.5 as the screens show it, thousands grouped, with no-break spaces. */
const AMOUNT = "1\u00a0234,50\u00a0€";

test("a member says they paid by MB WAY, and the trainer confirms it from home", async ({ page, request, trainerRequest, trainerPage: trainer }) => {
  const month = journeyMonth("memberPaid");
  const marta = await memberWithAnimal(request, { name: uniqueName("Marta Sousa"), animal: "Faísca" });
  await generatePayment(trainerRequest, await memberId(trainerRequest, marta.email), month, 1234.5);

  await signInQuickly(page, marta);
  const releaseMemberScripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const entry = page.getByRole("region", { name: "Pagamentos Pendentes" }).getByRole("listitem", { name: `Mensalidade de ${monthName(month)}` });
  const paidButton = entry.getByRole("button", { name: "Já paguei" });
  await expect(paidButton).toBeDisabled();
  await releaseMemberScripts();
  await expect(paidButton).toBeEnabled();
  expect((await paidButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await paidButton.click();
  const dialog = page.getByRole("dialog", { name: "Já paguei" });
  await expect(dialog).toContainText(`Mensalidade de ${monthName(month)}: ${AMOUNT}`);
  await dialog.getByRole("radio", { name: "MB WAY" }).check();
  await dialog.getByLabel("Nota para o treinador (opcional)").fill("Enviado do número da minha mãe.");
  await lookAtBothWidths(page, "member-paid", "member-dialog");
  await dialog.getByRole("button", { name: "Enviar" }).click();
  await expect(toasts(page).getByText("Indicação enviada ao treinador.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText(/Indicou o pagamento a \d{2}\/\d{2}\/\d{4}; aguarda a confirmação do treinador\./);
  await expect(entry.getByRole("button", { name: "Corrigir indicação" })).toBeVisible();
  await entry.scrollIntoViewIfNeeded();
  await lookAtBothWidths(page, "member-paid", "member-waiting");

  // The trainer's home lists it, and marking it paid (the member's method chosen) takes it off.
  const releaseTrainerScripts = await holdScripts(trainer);
  await trainer.goto("/", { waitUntil: "domcontentloaded" });
  const toConfirm = trainer.getByRole("region", { name: "Pagamentos para confirmar" });
  const reported = toConfirm.getByRole("listitem", { name: `${marta.name}, ${monthName(month)}` });
  await expect(reported).toContainText(AMOUNT);
  await expect(reported).toContainText("MB WAY, indicado a ");
  await expect(reported).toContainText("Enviado do número da minha mãe.");
  const markButton = reported.getByRole("button", { name: "Marcar como pago" });
  await expect(markButton).toBeDisabled();
  await releaseTrainerScripts();
  await expect(markButton).toBeEnabled();
  await reported.scrollIntoViewIfNeeded();
  await lookAtBothWidths(trainer, "member-paid", "trainer-card", { width: 1280, height: 900 });
  await markButton.click();
  const markPaid = trainer.getByRole("dialog", { name: "Marcar como Pago" });
  await expect(markPaid.getByLabel("Método de pagamento")).toHaveValue("mbway");
  await markPaid.getByRole("button", { name: "Marcar como pago" }).click();
  await expect(markPaid).toBeHidden();
  await expect(reported).toHaveCount(0);
  // A script still asked for as the journey ends would reach its handler after the page is gone.
  await Promise.all([page, trainer].map((each) => each.unrouteAll({ behavior: "ignoreErrors" })));
});
