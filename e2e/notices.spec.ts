import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { TRAINER } from "./support/accounts";
import { waitForMail } from "./support/mailbox";
import { createMember, signUp, uniqueName } from "./support/members";
import { bookThroughApi, journeyDate, memberWithAnimal, openCalendar, publishSlots, slotAt, slotItem } from "./support/scheduling";
import { signInQuickly, submitLogin, toasts } from "./support/session";
import { shotPath, takingShots } from "./support/shots";

// Everyone is told (docs/rules.md, "Notices"): the member chooses whether their bookings are
// confirmed by mail, the trainer's reason for a cancellation reaches the member, and the mail
// about a new sign-up opens its approval.

/** The screen at a phone's width and at a desktop's, for a look (E2E_SHOTS, e2e/support/shots.ts). */
async function screenshots(page: Page, name: string) {
  if (!takingShots()) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: shotPath("notices", `${name}-${width}`), fullPage: width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The path of a mail's link to the app, as the browser opens it. */
function linkPath(text: string, startsWith: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === startsWith);
  if (!link) throw new Error(`No link to ${startsWith} in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test("a member turns off the confirmation of their bookings, and it stays off", async ({ page }) => {
  const member = await createMember(page.request, { name: "Clara Avisos" });
  await signInQuickly(page, member);
  await page.goto("/account", { waitUntil: "networkidle" });

  const section = page.getByRole("region", { name: "Avisos por Email" });
  const confirmations = section.getByRole("switch", { name: "Confirmação das aulas marcadas" });
  await expect(confirmations).toHaveAttribute("aria-checked", "true");
  await expect(section).toContainText("Recebe um email sempre que uma aula é marcada para si.");
  await expect(section).toContainText("Os cancelamentos feitos pelo treinador, as vagas da lista de espera e os pagamentos são sempre enviados.");
  const box = await confirmations.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await section.scrollIntoViewIfNeeded();
  await screenshots(page, "account-notices-on");

  await confirmations.click();
  await expect(toasts(page).getByText("Preferências de avisos guardadas.")).toBeVisible();
  await expect(confirmations).toHaveAttribute("aria-checked", "false");
  await expect(section).toContainText("Não recebe email quando uma aula é marcada para si.");
  await section.scrollIntoViewIfNeeded();
  await screenshots(page, "account-notices-off");

  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByRole("region", { name: "Avisos por Email" }).getByRole("switch", { name: "Confirmação das aulas marcadas" })).toHaveAttribute("aria-checked", "false");
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me.user.notice_settings).toEqual({ booking_confirmations: false, lesson_notes: true });
});

test("the trainer cancels a lesson with a reason, and the member's mail holds it", async ({ page, trainerPage, trainerRequest }) => {
  const date = journeyDate("trainerCancels");
  const member = await memberWithAnimal(page.request, { name: "Duarte Avisos", animal: "Trovão" });
  await signInQuickly(page, member);
  const slots = await publishSlots(trainerRequest, date, "10:00", "10:45");
  await bookThroughApi(page.request, slotAt(slots, "10:00").id, member.animalId);
  const booked = await waitForMail(member.email, { subject: `ACE - Aula marcada: ${date.split("-").reverse().join("/")} às 10:00` });
  expect(booked.text).toContain("Animal: Trovão");

  await openCalendar(trainerPage, date);
  const lesson = slotItem(trainerPage, "10:00 - 10:45");
  await lesson.getByRole("button", { name: "Cancelar aula das 10:00" }).click();
  const dialog = trainerPage.getByRole("dialog", { name: "Cancelar Aula" });
  await expect(dialog).toContainText(`${member.name} com Trovão`);
  const reason = dialog.getByRole("textbox", { name: "Motivo (opcional)" });
  await expect(reason).toHaveAttribute("maxlength", "500");
  await reason.fill("A pista está alagada depois da chuva.");
  await expect(dialog).toContainText("37/500");
  await screenshots(trainerPage, "cancel-dialog-reason");

  await dialog.getByRole("button", { name: "Cancelar aula" }).click();
  await expect(toasts(trainerPage).getByText("Aula cancelada com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lesson).toContainText("Disponível");

  const mail = await waitForMail(member.email, { subject: `ACE - Aula cancelada: ${date.split("-").reverse().join("/")} às 10:00` });
  expect(mail.text).toContain("O treinador cancelou a sua aula:");
  expect(mail.text).toContain("Hora: 10:00 - 10:45");
  expect(mail.text).toContain("Animal: Trovão");
  expect(mail.text).toContain("Motivo: A pista está alagada depois da chuva.");
});

test("the mail about a new sign-up opens its approval on the students screen", async ({ page, trainerPage }) => {
  const registrant = await signUp(page.request, uniqueName("Inês Registo"));
  const mail = await waitForMail(TRAINER.email, { subject: `ACE - Novo registo: «${registrant.name}»` });
  expect(mail.text).toContain(`«${registrant.name}» (${registrant.email}) registou-se no ACE e aguarda a sua aprovação.`);
  const link = linkPath(mail.text, "/students");
  expect(link).toMatch(/^\/students\?tab=pending&aprovar=\d+$/);

  await trainerPage.goto(link);
  const approval = trainerPage.getByRole("dialog", { name: "Aprovar Aluno" });
  await expect(approval).toBeVisible();
  await expect(approval).toContainText(`Escolha como ${registrant.name} entra no clube.`);
  // Opened once: the address no longer asks for it, so a reload does not reopen it.
  await expect(trainerPage).toHaveURL("/students?tab=pending");
  await screenshots(trainerPage, "approval-from-mail");

  await approval.getByRole("radio", { name: "Aluno Externo" }).check();
  await approval.getByRole("button", { name: "Aprovar", exact: true }).click();
  await expect(toasts(trainerPage).getByText("Aluno aprovado com sucesso!")).toBeVisible();
  await expect(approval).toBeHidden();

  // The same link, once decided, says so instead of opening anything.
  await trainerPage.goto(link);
  await expect(toasts(trainerPage).getByText("Este pedido de registo já não está pendente: foi aprovado ou rejeitado.")).toBeVisible();
  await expect(trainerPage.getByRole("dialog", { name: "Aprovar Aluno" })).toHaveCount(0);
});

test("signed out, the sign-up mail's link opens the approval once the trainer signs in", async ({ page, browser, extraHTTPHeaders }) => {
  const registrant = await signUp(page.request, uniqueName("Tomás Registo"));
  const mail = await waitForMail(TRAINER.email, { subject: `ACE - Novo registo: «${registrant.name}»` });
  const link = linkPath(mail.text, "/students");

  const context = await browser.newContext({ extraHTTPHeaders });
  const signedOut = await context.newPage();
  await signedOut.goto(link);
  await expect(signedOut).toHaveURL(`/login?voltar=${encodeURIComponent(link)}`);
  await submitLogin(signedOut, TRAINER);
  const approval = signedOut.getByRole("dialog", { name: "Aprovar Aluno" });
  await expect(approval).toContainText(`Escolha como ${registrant.name} entra no clube.`);
  await expect(signedOut).toHaveURL("/students?tab=pending");
  await context.close();
});
