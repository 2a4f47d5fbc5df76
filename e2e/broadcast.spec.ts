import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectAccessible } from "./support/accessibility";
import { query } from "./support/database";
import { waitForMail } from "./support/mailbox";
import { createMember, uniqueTag } from "./support/members";
import { formAlert, mainNavigation, signInQuickly, toasts } from "./support/session";
import { shotPath, takingShots } from "./support/shots";

// A message to members (docs/rules.md, "Messages to members"): the trainer writes to the
// externals from 'Mensagens'; an external reads it in the mail, a student is not written to, and
// the history shows it. Other journeys' externals get it too: each journey's subject is its own.

const PHONE = { width: 375, height: 812 };

/** The screen at a phone's width and at a desktop's, for a look (E2E_SHOTS, e2e/support/shots.ts). */
async function screenshots(page: Page, name: string, { fullPage = true } = {}) {
  if (!takingShots()) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize(width === 375 ? PHONE : { width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky navbar at the top of a whole-page shot
    await page.screenshot({ path: shotPath("broadcast", `${name}-${width}`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The controls of the screen as it is now that are under 44 px high (as e2e/tap-targets.spec.ts measures them). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main a[href], main button, main input:not([type=hidden]), main textarea, main summary")].flatMap((control) => {
      const box = (control.matches("input[type=radio]") ? (control.closest("label") ?? control) : control).getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || box.height >= 44) return [];
      return [`${control.tagName.toLowerCase()} "${(control.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.height)}`];
    }),
  );
}

test("the trainer writes to the externals: an external reads it by mail, a student is not written to, the history shows it", async ({ trainerPage: page }) => {
  const external = await createMember(page.request, { name: "Bruna Externa", role: "external" });
  const student = await createMember(page.request, { name: "Sara Aluna", role: "student" });
  const subject = `Seminário de agility ${uniqueTag()}`;

  await page.goto("/");
  await mainNavigation(page).getByRole("link", { name: "Mensagens" }).click();
  await expect(page).toHaveURL("/messages");
  await expect(page.getByRole("heading", { name: "Mensagens", level: 1 })).toBeVisible();
  // One more link in the trainer's navbar, and it still fits on one line at 1280 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // One mistake, one message; nothing is asked or sent.
  const send = page.getByRole("button", { name: "Enviar mensagem" });
  await send.click();
  await expect(formAlert(page)).toHaveText("O assunto é obrigatório.");
  await page.getByLabel("Assunto").fill(subject);
  await expect(formAlert(page)).toHaveCount(0);
  await send.click();
  await expect(formAlert(page)).toHaveText("A mensagem é obrigatória.");

  const message = "No sábado há seminário às 10:00.\nTragam água e a trela curta.";
  await page.getByLabel("Mensagem", { exact: true }).fill(message);
  await expect(page.getByText(`${message.length} / 5000 caracteres`)).toBeVisible();
  await page.getByRole("radio", { name: "Alunos externos", exact: true }).check();
  await screenshots(page, "messages-form");
  await expectAccessible(page, "/messages");

  await send.click();
  const confirm = page.getByRole("dialog", { name: "Enviar mensagem?" });
  await expect(confirm).toContainText(new RegExp(`«${subject}» vai ser enviada a \\d+ alunos? externos?, por email`));
  await screenshots(page, "messages-confirm", { fullPage: false });
  await expectAccessible(page, "/messages (the confirmation)");
  await confirm.getByRole("button", { name: /^Enviar a \d+ alunos? externos?$/ }).click();
  await expect(toasts(page).getByText(/^Mensagem enviada a \d+ alunos? externos?\.$/)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByLabel("Assunto")).toHaveValue("");

  const history = page.getByRole("region", { name: "Mensagens enviadas" });
  const sent = history.getByRole("listitem").filter({ hasText: subject });
  await expect(sent).toContainText("Alunos externos");
  await expect(sent).toContainText(/\d+ destinatários?/);
  await sent.getByText("Ver mensagem").click();
  await expect(sent).toContainText("Tragam água e a trela curta.");

  const mail = await waitForMail(external.email, { subject: `ACE - ${subject}` });
  expect(mail.text).toContain("Olá Bruna Externa,");
  expect(mail.text).toContain("O treinador escreveu aos alunos externos do clube:");
  expect(mail.text).toContain(`«No sábado há seminário às 10:00.\nTragam água e a trela curta.»`);
  // The student was never written to: the outbox has no mail for them (all of it was written at once).
  expect(await query(`SELECT 1 FROM outbox_emails WHERE "to" = $1 AND subject = $2`, [student.email, `ACE - ${subject}`])).toEqual([]);

  await page.reload();
  await expect(page.getByRole("region", { name: "Mensagens enviadas" }).getByRole("listitem").filter({ hasText: subject })).toBeVisible();
  await page.setViewportSize(PHONE);
  expect(await smallTargets(page)).toEqual([]);
  await screenshots(page, "messages-history");
});

test("a student neither opens 'Mensagens' nor sends a message", async ({ page }) => {
  const student = await createMember(page.request, { name: "Tiago Aluno", role: "student" });
  await signInQuickly(page, student);
  await page.goto("/messages");
  await expect(page).toHaveURL("/");
  await expect(mainNavigation(page).getByRole("link", { name: "Mensagens" })).toHaveCount(0);
  const answer = await page.request.post("/api/notices/broadcast", { data: { subject: "Olá", message: "Olá a todos.", audience: "all" } });
  expect(answer.status()).toBe(403);
});
