import { clubInstant, clubToday } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { uniqueEmail } from "./support/members";
import { keepToOneDay, memberWithAnimal } from "./support/scheduling";
import { formAlert, signIn, signInQuickly, signOut, submitLogin, toasts } from "./support/session";
import { bookPastLessons, expectFigure, journeyRun, pastMonth } from "./support/statistics";

// A student's account page: her figures at a glance, a new password chosen there, and her own
// change of email, confirmed from the link mailed to the new address.

test("a student sees her quick stats on the account page and changes her password there", async ({ page, request, trainerRequest }) => {
  await keepToOneDay(); // a lesson of today, counted in this month's
  const student = await memberWithAnimal(request, { name: "Beatriz Lima", animal: "Faísca" });
  // Two lessons of 45 minutes long given, and one today (this month's, given or not yet
  // depending on the hour the journey runs; never one ending within minutes of now).
  await bookPastLessons(trainerRequest, `${pastMonth(5)}-07`, student.animalId, "10:00", "10:45");
  const todayAt = todaysLessonTime();
  const [today] = await bookPastLessons(trainerRequest, clubToday(), student.animalId, todayAt);
  const todayGiven = Date.parse(today!.ends_at) <= Date.now();

  await signInQuickly(page, student);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "A Minha Conta", level: 1 })).toBeVisible();
  const stats = page.getByRole("list", { name: "Resumo das suas aulas" });
  await expectFigure(stats, "Aulas realizadas", todayGiven ? "3" : "2");
  await expectFigure(stats, "Horas de aula", todayGiven ? "2,25" : "1,5");
  await expectFigure(stats, "Animais", "1");
  await expectFigure(stats, "Aulas este mês", "1");
  const personal = page.getByRole("region", { name: "Informações Pessoais" });
  await expect(personal).toContainText(student.email);
  await expect(personal).toContainText("Aluno");

  const form = page.getByRole("region", { name: "Alterar password" });
  const newPassword = "salto-em-altura-9";
  await form.getByLabel("Password atual", { exact: true }).fill("nao-e-esta");
  await form.getByLabel("Nova password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirmar nova password", { exact: true }).fill("outra-coisa");
  await form.getByRole("button", { name: "Alterar password" }).click();
  await expect(form.getByRole("alert")).toHaveText("As passwords não coincidem");

  await form.getByLabel("Confirmar nova password", { exact: true }).fill(newPassword);
  await form.getByRole("button", { name: "Alterar password" }).click();
  await expect(form.getByRole("alert")).toHaveText("Erro ao alterar password. Verifique a password atual.");

  await form.getByLabel("Password atual", { exact: true }).fill(student.password);
  await form.getByRole("button", { name: "Alterar password" }).click();
  await expect(toasts(page).getByText("Password alterada com sucesso!")).toBeVisible();
  await expect(form.getByLabel("Password atual", { exact: true })).toHaveValue("");
  await expect(form.getByRole("alert")).toHaveCount(0);

  // Still signed in on this page; the old password no longer opens the account.
  await page.reload();
  await expect(page.getByRole("heading", { name: "A Minha Conta", level: 1 })).toBeVisible();
  await signOut(page, student.name);
  await submitLogin(page, student);
  await expect(formAlert(page)).toHaveText("Email ou password incorretos.");
  await signIn(page, { email: student.email, password: newPassword });
});

test("a student changes her email: the link mailed to the new address confirms it, once", async ({ page, request }) => {
  const student = await memberWithAnimal(request, { name: "Carolina Mota", animal: "Trufa" });
  const newEmail = uniqueEmail("Carolina Nova");
  await signInQuickly(page, student);
  await page.goto("/account");

  const form = page.getByRole("region", { name: "Alterar email" });
  await form.getByLabel("Novo email").fill(newEmail);
  await form.getByLabel("Password atual", { exact: true }).fill("nao-e-esta");
  await form.getByRole("button", { name: "Alterar email" }).click();
  await expect(form.getByRole("alert")).toHaveText("A password atual está incorreta.");

  await form.getByLabel("Password atual", { exact: true }).fill(student.password);
  await form.getByRole("button", { name: "Alterar email" }).click();
  await expect(form.getByRole("status")).toHaveText(
    `Enviámos um link de confirmação para ${newEmail}. O email da sua conta muda quando o abrir, nas próximas 24 horas.`,
  );
  await expect(page.getByRole("region", { name: "Informações Pessoais" })).toContainText(student.email);

  const mail = await waitForMail(newEmail, { subject: "ACE - Confirme o novo email" });
  const link = new URL(mail.text.match(/https?:\/\/\S+\/confirmar-email\?token=\S+/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Email confirmado" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`O email da sua conta passou a ser ${newEmail}.`);
  await page.getByRole("link", { name: "Ir para o ACE" }).click();
  await expect(page.getByRole("heading", { name: "Olá, Carolina! Boas-vindas ao ACE" })).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("region", { name: "Informações Pessoais" })).toContainText(newEmail);
  expect((await waitForMail(student.email, { subject: "ACE - Email da conta alterado" })).text).toContain(`passou a ser «${newEmail}»`);

  // The same link again, signed out this time: used.
  await signOut(page, student.name);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Email não alterado" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Este link de confirmação já foi usado: o email da conta já foi alterado.");
  await signIn(page, { email: newEmail, password: student.password });
});

/**
 * Today's lesson for this run: 05:00 to 12:00 (one hour per repeat), or three hours earlier when
 * that lesson would end within a quarter of an hour of now, where the page could judge it given
 * and the journey not (or the other way round).
 */
function todaysLessonTime(): string {
  const hour = 5 + (journeyRun() % 8);
  const endsIn = clubInstant(clubToday(), `${String(hour).padStart(2, "0")}:45`).getTime() - Date.now();
  // Else three hours earlier, long given: not the afternoon, where calendar-truth.spec.ts puts its
  // lesson inside the lead time (at 13:00 the two met when this ran between 05:30 and 06:00).
  return `${String(Math.abs(endsIn) < 15 * 60_000 ? hour - 3 : hour).padStart(2, "0")}:00`;
}

test("the account page is for students and externals: the trainer is sent home", async ({ trainerPage }) => {
  await trainerPage.goto("/account");
  await expect(trainerPage).toHaveURL("/");
  await expect(trainerPage.getByRole("heading", { name: "A Minha Conta" })).toHaveCount(0);
});
