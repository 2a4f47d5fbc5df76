import type { Page } from "@playwright/test";
import { addMonths, clubMonth } from "../src/lib/club-time";
import { referenceForDisplay } from "../src/lib/multibanco";
import { FAKE_EUPAGO_ENTITY, type FakeEupagoIssued } from "../test/fake-eupago";
import { expect, test } from "./support/fixtures";
import { createMember, uniqueName } from "./support/members";
import { changeSettings, euros, generatePayment, memberId, monthName } from "./support/payments";
import { E2E_EUPAGO_KEY, issuedByProvider, providerCallback } from "./support/payments-provider";
import { signInQuickly } from "./support/session";
import { waitForMail } from "./support/mailbox";

// Paying in the app (docs/rules.md, "Payments"): with the club's payment provider set (the fake
// Eupago of the global setup, its key entered in the settings), a member on a phone pays one
// month by MB WAY from home and asks the Multibanco reference of another. The key is club-wide,
// so this journey runs after the rest, one at a time with the settings journeys (which put it back
// to empty after each test: CLUB_SETTINGS_JOURNEYS), and empties it at its end.
// Screenshots for a person to look at: PAYING_SHOTS=<folder>.

test.use({ viewport: { width: 375, height: 812 }, permissions: ["clipboard-read", "clipboard-write"] });

test("a member pays a month by MB WAY from home, and gets the Multibanco reference of another", async ({ page, request, trainerRequest }) => {
  await changeSettings(trainerRequest, { eupago_api_key: E2E_EUPAGO_KEY });
  try {
    const lastMonth = addMonths(clubMonth(), -1);
    const monthBefore = addMonths(clubMonth(), -2);
    const ines = await createMember(request, { name: uniqueName("Inês Pereira") });
    const inesId = await memberId(trainerRequest, ines.email);
    const byMbway = await generatePayment(trainerRequest, inesId, lastMonth, 40);
    const byMultibanco = await generatePayment(trainerRequest, inesId, monthBefore, 35.5);
    await signInQuickly(page, ines);
    const profile = await page.request.put("/api/auth/profile", { data: { name: ines.name, phone: "912 345 678" } });
    expect(profile.status(), await profile.text()).toBe(200);

    // MB WAY: the profile's phone is offered; the request waits on the member's phone.
    await page.goto("/");
    const pending = page.getByRole("region", { name: "Pagamentos Pendentes" });
    const last = pending.getByRole("listitem", { name: `Mensalidade de ${monthName(lastMonth)}` });
    const payButton = last.getByRole("button", { name: "Pagar com MB WAY" });
    expect((await payButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shoot(page, "home-card");
    await payButton.click();
    const mbway = page.getByRole("dialog", { name: "Pagar com MB WAY" });
    await expect(mbway).toContainText(`Mensalidade de ${monthName(lastMonth)}: ${euros(40)}`);
    await expect(mbway.getByLabel("Número de telemóvel MB WAY")).toHaveValue("912 345 678");
    await mbway.getByRole("button", { name: "Enviar pedido" }).click();
    await expect(mbway.getByRole("status")).toContainText("Aceite o pagamento na app MB WAY nos próximos 4 minutos.");
    await expect(mbway.getByRole("status")).toContainText(euros(40));
    await shoot(page, "mbway-waiting");

    // The request went to the profile's phone; the member accepts in their app, the provider tells
    // the club, and the dialog sees it paid.
    const mbwayRequest = await lastIssuedFor(byMbway.id, "mbway");
    expect(mbwayRequest.phone).toBe("912345678");
    // Through the real server, a forged callback (another key) is refused and changes nothing.
    expect(await providerCallback(mbwayRequest.reference, { chave_api: "forjada-0000" })).toBe(403);
    await expect(mbway.getByRole("status")).toContainText("Aceite o pagamento na app MB WAY");
    expect(await providerCallback(mbwayRequest.reference, { transacao: "77001" })).toBe(200);
    await expect(mbway.getByRole("status")).toContainText("Pagamento recebido");
    const received = await waitForMail(ines.email, { subject: "ACE - Pagamento recebido" });
    expect(received.text).toContain(`Recebemos o pagamento da mensalidade de ${monthName(lastMonth)}: ${euros(40)}, por MB WAY.`);
    await shoot(page, "mbway-paid");
    await mbway.getByRole("button", { name: "Concluir" }).click();
    await expect(mbway).toBeHidden();
    await expect(last).toHaveCount(0);

    // Multibanco: the other month's entity, reference and amount, each to copy.
    const before = pending.getByRole("listitem", { name: `Mensalidade de ${monthName(monthBefore)}` });
    await before.getByRole("button", { name: "Referência Multibanco" }).click();
    const multibanco = page.getByRole("dialog", { name: "Referência Multibanco" });
    const values = multibanco.getByRole("definition");
    await expect(values.nth(0)).toContainText(FAKE_EUPAGO_ENTITY);
    await expect(values.nth(2)).toContainText(euros(35.5));
    const { reference } = await lastIssuedFor(byMultibanco.id, "multibanco");
    await expect(values.nth(1)).toContainText(referenceForDisplay(reference));
    await multibanco.getByRole("button", { name: "Copiar referência" }).click();
    await expect(multibanco.getByText("Referência copiada para a área de transferência!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await shoot(page, "multibanco-reference");
  } finally {
    await changeSettings(trainerRequest, { eupago_api_key: "" });
  }
});

/** The provider's latest request of `method` for a payment (ACE names each `ace-<payment id>-…`). */
async function lastIssuedFor(paymentId: number, method: FakeEupagoIssued["method"]): Promise<FakeEupagoIssued> {
  const issued = (await issuedByProvider()).filter((request) => request.method === method && request.identifier.startsWith(`ace-${paymentId}-`));
  if (issued.length === 0) throw new Error(`The provider issued no ${method} request for payment ${paymentId}.`);
  return issued.at(-1)!;
}

/** The screen at a phone's width and at a desktop's, when PAYING_SHOTS names a folder. */
async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.PAYING_SHOTS;
  if (!folder) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}
