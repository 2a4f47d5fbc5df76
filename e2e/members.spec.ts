import { expect, test } from "./support/fixtures";
import { findAccount } from "./support/database";
import { passwordIn, waitForMail } from "./support/mailbox";
import { createMember, signUp, uniqueEmail } from "./support/members";
import { formAlert, mainNavigation, signIn, signInQuickly, submitLogin, toasts } from "./support/session";
import { expectPendingCountsAgree, memberCard, nextPendingList } from "./support/students-screen";

// The trainer's /students screen: sign-ups approved or rejected, members deactivated and let
// back in, and a member's details. The trainer works in one browser, the member in another.
// Other journeys sign up in parallel, so pending counts are read from what the screen loaded.

test("a newcomer is approved as an external student and finds their own screens", async ({ page, trainerPage: trainer }) => {
  const newcomer = { name: "Tomás Azevedo", email: uniqueEmail("Tomás"), password: "salto-e-tunel" };
  await page.goto("/register");
  await page.getByLabel("Nome").fill(newcomer.name);
  await page.getByLabel("Email").fill(newcomer.email);
  await page.getByLabel("Password", { exact: true }).fill(newcomer.password);
  await page.getByLabel("Confirmar password", { exact: true }).fill(newcomer.password);
  await page.getByRole("button", { name: "Registar", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Conta criada" })).toBeVisible();

  // The trainer finds the sign-up waiting, counted on the tab and in the navbar.
  const listed = nextPendingList(trainer);
  await trainer.goto("/students");
  const before = await listed;
  expect(before).toContain(newcomer.email);
  await expect(trainer.getByRole("heading", { name: "Gestão de Alunos" })).toBeVisible();
  await expectPendingCountsAgree(trainer);
  const card = memberCard(trainer, newcomer.email);
  await expect(card.getByRole("heading", { name: newcomer.name })).toBeVisible();
  await expect(card.getByText("Pendente", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Aprovar" }).click();
  const approve = trainer.getByRole("dialog", { name: "Aprovar Aluno" });
  await expect(approve.getByRole("radio", { name: "Aluno Regular" })).toBeChecked();
  await approve.getByRole("radio", { name: "Aluno Externo" }).check();
  const relisted = nextPendingList(trainer);
  await approve.getByRole("button", { name: "Aprovar" }).click();
  await expect(toasts(trainer).getByText("Aluno aprovado com sucesso!")).toBeVisible();
  await expect(approve).toBeHidden();
  await expect(card).toHaveCount(0);
  const after = await relisted;
  expect(after).not.toContain(newcomer.email);
  await expectPendingCountsAgree(trainer);

  await trainer.getByRole("tab", { name: "Alunos Aprovados" }).click();
  await trainer.getByRole("searchbox", { name: "Pesquisar aluno aprovado" }).fill(newcomer.email);
  const externals = trainer.getByRole("region", { name: "Alunos Externos" });
  await expect(memberCard(externals, newcomer.email).getByText("Externo", { exact: true })).toBeVisible();

  const mail = await waitForMail(newcomer.email, { subject: "ACE - Registo aprovado" });
  expect(mail.text).toContain(`Olá ${newcomer.name},`);
  expect(mail.text).toContain("como aluno externo");

  // The newcomer signs in: no news of versions they never knew, straight to their own screens.
  const newsChecked = page.waitForResponse((response) => response.url().endsWith("/api/auth/check-changelog"));
  await signIn(page, newcomer);
  expect(await (await newsChecked).json()).toEqual({ shouldShowChangelog: false });
  await expect(page.getByRole("heading", { name: "Olá, Tomás! Boas-vindas ao ACE" })).toBeVisible();
  await expect(page.getByText("Faça a gestão das suas aulas e dos seus animais num só lugar.")).toBeVisible(); // no monthly fee
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const navigation = mainNavigation(page);
  await expect(navigation.getByRole("link", { name: "Conta" })).toBeVisible();
  await expect(navigation.getByRole("link", { name: "Ajuda" })).toHaveCount(0);
  await expect(navigation.getByRole("link", { name: /^Alunos/ })).toHaveCount(0);

  await page.goto("/help");
  await expect(page).toHaveURL("/");

  await navigation.getByRole("link", { name: "Animais" }).click();
  await expect(page.getByRole("heading", { name: "Os Meus Animais" })).toBeVisible();
  await expect(page.getByText("Ainda não registou nenhum animal.")).toBeVisible();
  const form = page.getByRole("region", { name: "Adicionar Animal" });
  await expect(form.getByLabel("Nome do animal")).toBeVisible();
  await expect(form.getByLabel("Data de nascimento")).toBeVisible();

  await navigation.getByRole("link", { name: "Conta" }).click();
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { name: "Conta" })).toBeVisible();
});

test("the trainer rejects a sign-up, and that person cannot sign in", async ({ page, request, trainerPage: trainer }) => {
  const registrant = await signUp(request, "Vasco Teles");

  await trainer.goto("/students");
  const card = memberCard(trainer, registrant.email);
  const confirm = trainer.getByRole("dialog", { name: "Rejeitar Aluno" });

  // Second thoughts first: cancelling keeps the sign-up.
  await card.getByRole("button", { name: "Rejeitar" }).click();
  await expect(confirm.getByText("Tem certeza que deseja rejeitar este aluno?")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: "Rejeitar" }).click();
  const relisted = nextPendingList(trainer);
  await confirm.getByRole("button", { name: "Rejeitar" }).click();
  await expect(toasts(trainer).getByText("Aluno rejeitado com sucesso!")).toBeVisible();
  await expect(card).toHaveCount(0);
  const after = await relisted;
  expect(after).not.toContain(registrant.email);
  await expectPendingCountsAgree(trainer);

  // The sign-up is gone: the login knows no such account.
  await submitLogin(page, registrant);
  await expect(formAlert(page)).toHaveText("Email ou password incorretos.");
  expect(await findAccount(registrant.email)).toBeNull();
});

test("a deactivated member is cut off at once, and signs in again once reactivated", async ({ page, request, trainerPage: trainer }) => {
  const member = await createMember(request, { name: "Xavier Antunes" });
  await signInQuickly(page, member);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Olá, Xavier! Boas-vindas ao ACE" })).toBeVisible();

  await trainer.goto("/students?tab=approved");
  await trainer.getByRole("searchbox", { name: "Pesquisar aluno aprovado" }).fill(member.name);
  const card = memberCard(trainer.getByRole("region", { name: "Alunos Regulares" }), member.email);
  await expect(card.getByText("Ativo", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Desativar" }).click();
  const deactivate = trainer.getByRole("dialog", { name: "Desativar conta" });
  await expect(deactivate).toContainText("Não tem aulas marcadas.");
  await deactivate.getByRole("button", { name: "Desativar", exact: true }).click();
  await expect(toasts(trainer).getByText(`Conta de ${member.name} desativada.`)).toBeVisible();
  await expect(card.getByText("Inativo", { exact: true })).toBeVisible();

  // The member's open session ends with their next step.
  await mainNavigation(page).getByRole("link", { name: "Animais" }).click();
  await expect(page).toHaveURL("/login?voltar=%2Fanimals");
  await submitLogin(page, member);
  await expect(formAlert(page)).toHaveText("A sua conta está desativada. Contacte o treinador.");
  await expect(page).toHaveURL("/login?voltar=%2Fanimals");

  await card.getByRole("button", { name: "Ativar" }).click();
  await expect(card.getByText("Ativo", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Desativar" })).toBeVisible();

  // Signed in again, the member is back on the screen they were sent away from.
  await submitLogin(page, member);
  await expect(page).toHaveURL("/animals");
});

test("in a member's details the trainer changes the category, sets a fixed fee and resets the password", async ({
  page,
  request,
  trainerPage: trainer,
}) => {
  const member = await createMember(request, { name: "Yara Fontes" });

  await trainer.goto("/students?tab=approved");
  await trainer.getByRole("searchbox", { name: "Pesquisar aluno aprovado" }).fill(member.name);
  await memberCard(trainer.getByRole("region", { name: "Alunos Regulares" }), member.email).getByRole("link", { name: "Ver" }).click();
  // The member's page: the account's actions beside their lessons and payments.
  const details = trainer.getByRole("complementary", { name: "Conta do aluno" });
  const basicInfo = details.getByRole("region", { name: "Informações Básicas" });
  await expect(basicInfo).toContainText(member.email);
  await expect(basicInfo).toContainText("Regular");

  // Regular -> Externo.
  await details.getByLabel("Categoria").selectOption({ label: "Externo" });
  await expect(toasts(trainer).getByText("Categoria do aluno atualizada com sucesso!")).toBeVisible();
  await expect(basicInfo).toContainText("Externo");

  // A fixed monthly fee of 35 €.
  const amount = details.getByLabel("Valor mensal (€)");
  await expect(amount).toBeDisabled();
  await details.getByRole("checkbox", { name: "Mensalidade fixa" }).check();
  await amount.fill("35");
  await details.getByRole("button", { name: "Guardar mensalidade" }).click();
  await expect(toasts(trainer).getByText("Mensalidade fixa atualizada com sucesso!")).toBeVisible();
  await expect(amount).toHaveValue("35,00");

  // A new password, asked first and mailed to the member.
  await details.getByRole("button", { name: "Redefinir password" }).click();
  const confirm = trainer.getByRole("dialog", { name: "Redefinir Password", exact: true });
  await expect(confirm).toContainText("Uma nova password será gerada e enviada por email.");
  await confirm.getByRole("button", { name: "Redefinir password" }).click();
  await expect(toasts(trainer).getByText("Password do aluno redefinida com sucesso!")).toBeVisible();
  const done = trainer.getByRole("dialog", { name: "Password Redefinida" });
  await expect(done).toContainText(member.email);
  await done.getByRole("button", { name: "OK" }).click();

  // Read again, the page keeps all of it; back on the list, the card moved to the externals.
  await trainer.reload();
  await expect(details.getByLabel("Categoria")).toHaveValue("external");
  await expect(details.getByRole("checkbox", { name: "Mensalidade fixa" })).toBeChecked();
  await expect(amount).toHaveValue("35,00");
  await trainer.getByRole("link", { name: "Gestão de Alunos" }).click();
  await trainer.getByRole("searchbox", { name: "Pesquisar aluno aprovado" }).fill(member.name);
  await expect(memberCard(trainer.getByRole("region", { name: "Alunos Externos" }), member.email)).toBeVisible();

  // The member: the old password no longer works, the mailed one does.
  const mail = await waitForMail(member.email, { subject: "ACE - Nova password" });
  await submitLogin(page, member);
  await expect(formAlert(page)).toHaveText("Email ou password incorretos.");
  await submitLogin(page, { email: member.email, password: passwordIn(mail) });
  // A mailed password is for once: she is asked for her own first.
  await expect(page).toHaveURL("/escolher-password");
  await expect(page.getByRole("heading", { name: "Escolha a sua password" })).toBeVisible();
});
