import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { memberWithAnimal } from "./support/scheduling";
import { signInQuickly } from "./support/session";
import { lookAt } from "./support/shots";

// Notifications on this device (docs/rules.md, "Notices"): the account page's switch, what it
// says it does, and what it says when it cannot. The journeys' Chromium has no network, so its
// push service never answers: turning on must fail honestly, with nothing half on. The browser's
// PushManager is the real one.

function devicePanel(page: Page) {
  return page.getByRole("region", { name: "Notificações neste dispositivo" });
}

async function expectTapTarget(page: Page) {
  const box = await devicePanel(page).getByRole("switch").boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
}

test("a member reads what the device switch does, and turning it on without a push service fails honestly", async ({ page, request }) => {
  const member = await memberWithAnimal(request, { name: "Rita Avisos", animal: "Pimenta" });
  await page.context().grantPermissions(["notifications"]);
  await signInQuickly(page, member);
  await page.goto("/account");

  const panel = devicePanel(page);
  await expect(panel).toContainText("Receba neste telemóvel ou computador os mesmos avisos que lhe enviamos por email");
  await expect(panel).toContainText("desligue-as quando quiser; ao terminar sessão, este dispositivo deixa de as receber.");
  await expect(panel.getByRole("status").or(panel.locator("#push-device-status"))).toHaveText("Desligadas neste dispositivo.");
  const toggle = panel.getByRole("switch", { name: "Notificações neste dispositivo" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(toggle).toBeEnabled();
  await expectTapTarget(page);
  await panel.scrollIntoViewIfNeeded();
  await lookAt(page, "push-notifications", "push-off-1280");

  await toggle.click();
  await expect(panel.getByRole("alert")).toHaveText(
    "Não foi possível ligar as notificações neste dispositivo: o serviço de notificações do navegador não respondeu. Verifique a ligação à internet e tente novamente.",
    { timeout: 30_000 },
  );
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(toggle).toBeEnabled();
  // The service worker that will show the notices is in place, and the server has no device.
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL ?? null);
  expect(worker).toMatch(/\/sw\.js$/);
  const devices = await page.request.get("/api/push/subscriptions");
  expect(await devices.json()).toEqual({ subscriptions: [] });
  await lookAt(page, "push-notifications", "push-failed-1280", { fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await panel.scrollIntoViewIfNeeded();
  await expectTapTarget(page);
  await lookAt(page, "push-notifications", "push-failed-375");
});

test("a member who refused notifications to the site is told how to allow them, and the switch stays off", async ({ browser, request, extraHTTPHeaders }) => {
  const member = await memberWithAnimal(request, { name: "Tomás Bloqueado", animal: "Nuvem" });
  // A browser of its own: no permission granted beforehand.
  const context = await browser.newContext({ extraHTTPHeaders });
  const page = await context.newPage();
  await signInQuickly(page, member);
  await page.goto("/account");
  const panel = devicePanel(page);
  const toggle = panel.getByRole("switch", { name: "Notificações neste dispositivo" });
  await expect(toggle).toBeEnabled();

  // Headless Chromium answers the permission question with a refusal, as a person tapping 'Bloquear'.
  await toggle.click();
  await expect(panel).toContainText(
    "As notificações estão bloqueadas para o ACE neste navegador. Para as ligar, permita as notificações deste site nas definições do navegador e volte a esta página.",
  );
  await expect(panel).toContainText("Os emails continuam a chegar na mesma.");
  await expect(toggle).toBeDisabled();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  // The refusal is the browser's: a new visit reads it again.
  await page.reload();
  await expect(panel).toContainText("As notificações estão bloqueadas para o ACE neste navegador.");
  await panel.scrollIntoViewIfNeeded();
  await lookAt(page, "push-notifications", "push-denied-1280", { fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await panel.scrollIntoViewIfNeeded();
  await lookAt(page, "push-notifications", "push-denied-375");
  await context.close();
});
