import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { createMember } from "./support/members";
import { formAlert, openUserMenu, signIn, signInQuickly, signOut, submitLogin, toasts } from "./support/session";

// A member changes her password, and another gets a new one by email after forgetting hers and
// is asked to choose her own before anything else.

test("a member changes her password from the user menu and signs in with it", async ({ page, request }) => {
  const member = await createMember(request, { name: "Gabriela Nunes" });
  const newPassword = "border-collie-7";
  await signInQuickly(page, member);
  await page.goto("/");

  await openUserMenu(page, member.name);
  await page.getByRole("menuitem", { name: "Alterar password" }).click();
  const dialog = page.getByRole("dialog", { name: "Alterar password" });
  await expect(dialog).toBeVisible();
  const current = dialog.getByLabel("Password atual", { exact: true });
  const fresh = dialog.getByLabel("Nova password", { exact: true });
  const confirm = dialog.getByLabel("Confirmar nova password", { exact: true });
  const submit = dialog.getByRole("button", { name: "Alterar password" });

  // The form's own checks first.
  await current.fill(member.password);
  await fresh.fill("curta");
  await confirm.fill("curta");
  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText("A nova password deve ter pelo menos 6 caracteres");
  await fresh.fill(newPassword);
  await confirm.fill("border-collie-8");
  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText("As passwords não coincidem");

  // A wrong current password: the server says so, and nothing changes.
  await current.fill("nao-e-a-minha");
  await confirm.fill(newPassword);
  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText("A password atual está incorreta.");
  await expect(dialog).toBeVisible();

  await current.fill(member.password);
  await submit.click();
  await expect(toasts(page).getByText("Password alterada com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOut(page, member.name);
  await submitLogin(page, member);
  await expect(formAlert(page)).toHaveText("Email ou password incorretos.");
  await signIn(page, { email: member.email, password: newPassword });
  await expect(page.getByRole("heading", { name: "Olá, Gabriela! Boas-vindas ao ACE" })).toBeVisible();
});

test("a member who forgot her password gets a new one by email and signs in with it", async ({ page, request }) => {
  const member = await createMember(request, { name: "Helena Rocha" });
  const message = "Se o email existir na nossa base de dados, receberá uma nova senha por email.";

  await page.goto("/login");
  await page.getByRole("link", { name: "Esqueceu-se da password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Enviar nova password" }).click();

  await expect(page.getByRole("heading", { name: "Email enviado" })).toBeVisible();
  await expect(page.getByRole("main").getByText(message)).toBeVisible();

  // The outbox worker hands the mail to the SMTP server within a few seconds.
  // Other journeys may mail every member (the weekly email): wait for this mail by subject.
  const mail = await waitForMail(member.email, { subject: "ACE - Nova password" });
  expect(mail.subject).toBe("ACE - Nova password");
  const emailedPassword = mail.text.match(/nova password é:\s+(\S+)/)?.[1];
  expect(emailedPassword, mail.text).toBeTruthy();

  await page.getByRole("link", { name: "Voltar ao login" }).click();
  await expect(page).toHaveURL("/login");
  // Signed in with the mailed password, she is asked for one of her own first, whatever she opens.
  await submitLogin(page, { email: member.email, password: emailedPassword! });
  await expect(page).toHaveURL("/escolher-password");
  await expect(page.getByRole("heading", { name: "Escolha a sua password", level: 1 })).toBeVisible();
  await expect(page.getByText("Escolha uma password sua: a que recebeu por email serve só para entrar desta vez.")).toBeVisible();
  await page.goto("/calendar");
  await expect(page).toHaveURL("/escolher-password");

  const form = page.getByRole("region", { name: "Alterar password" });
  const ownPassword = "salto-de-pneu-4";
  await form.getByLabel("Password atual", { exact: true }).fill(emailedPassword!);
  await form.getByLabel("Nova password", { exact: true }).fill(ownPassword);
  await form.getByLabel("Confirmar nova password", { exact: true }).fill(ownPassword);
  await form.getByRole("button", { name: "Guardar password" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Olá, Helena! Boas-vindas ao ACE" })).toBeVisible();
  await page.goto("/calendar");
  await expect(page).toHaveURL("/calendar");

  // Her own password is now the password; the forgotten and the mailed ones are gone.
  await signOut(page, member.name);
  await submitLogin(page, member);
  await expect(formAlert(page)).toHaveText("Email ou password incorretos.");
  await submitLogin(page, { email: member.email, password: emailedPassword! });
  await expect(formAlert(page)).toHaveText("Email ou password incorretos.");
  await signIn(page, { email: member.email, password: ownPassword });
  await expect(page.getByRole("heading", { name: "Olá, Helena! Boas-vindas ao ACE" })).toBeVisible();
});
