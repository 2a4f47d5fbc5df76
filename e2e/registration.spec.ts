import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { findAccount } from "./support/database";
import { approveAsTrainer, uniqueEmail } from "./support/members";
import { formAlert, signIn, submitLogin } from "./support/session";

// A newcomer signs up, waits for the trainer's approval, and then gets in.

const PASSWORD = "caes-e-agility";

/**
 * Fills in and sends the form. `clockStopped`: the page's clock (Playwright's) stands still from
 * just before the form is sent, so the success panel's countdown moves only when told.
 */
async function fillRegistration(page: Page, fields: { name: string; email: string; password: string; confirm: string }, options: { clockStopped?: boolean } = {}) {
  if (options.clockStopped) await page.clock.install();
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();
  await page.getByLabel("Nome").fill(fields.name);
  await page.getByLabel("Email").fill(fields.email);
  await page.getByLabel("Password", { exact: true }).fill(fields.password);
  await page.getByLabel("Confirmar password", { exact: true }).fill(fields.confirm);
  if (options.clockStopped) await page.clock.pauseAt(Date.now() + 2_000);
  await page.getByRole("button", { name: "Registar", exact: true }).click();
}

test("a newcomer registers, waits for approval, and signs in once the trainer approves", async ({ page, trainerRequest }) => {
  const email = uniqueEmail("ana");
  await fillRegistration(page, { name: "Ana Ferreira", email, password: PASSWORD, confirm: PASSWORD }, { clockStopped: true });

  await expect(page.getByRole("heading", { name: "Conta criada" })).toBeVisible();
  await expect(page.getByText("Registo efetuado com sucesso! A sua conta aguarda aprovação do treinador.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ir para o login" })).toBeVisible();
  // The 5 s countdown runs down to the last second, then the login screen follows by itself
  // (counted on the page's clock, a second at a time).
  const countdown = page.getByText(/^Será redirecionado para o login em/);
  await expect(countdown).toHaveText("Será redirecionado para o login em 5 segundos...");
  await page.clock.runFor(3_000);
  await expect(countdown).toHaveText("Será redirecionado para o login em 2 segundos...");
  await page.clock.runFor(1_000);
  await expect(countdown).toHaveText("Será redirecionado para o login em 1 segundo...");
  await expect(page).toHaveURL("/register");
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL("/login");
  await page.clock.resume();
  expect((await findAccount(email))?.approved_at).toBeNull();

  // Not approved yet: the door stays shut, with the reason.
  await submitLogin(page, { email, password: PASSWORD });
  await expect(formAlert(page)).toHaveText("A sua conta aguarda aprovação do treinador.");
  await expect(page).toHaveURL("/login");

  // The trainer approves her as a regular student (the approve modal's call; the screen itself
  // is e2e/members.spec.ts's journey).
  await approveAsTrainer(trainerRequest, email, "student");

  await signIn(page, { email, password: PASSWORD });
  // Her first visit: the first-animal welcome (e2e/onboarding.spec.ts), which she leaves for
  // later, and no news of versions she never knew; behind it, her home screen.
  const welcome = page.getByRole("dialog", { name: "Bem-vindo ao ACE!" });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Novidades & Changelog" })).toHaveCount(0);
  await welcome.getByRole("button", { name: "Fechar" }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole("heading", { name: "Olá, Ana! Boas-vindas ao ACE" })).toBeVisible();
});

test("the success panel's button goes to the login screen at once", async ({ page }) => {
  await fillRegistration(page, { name: "Bruno Matos", email: uniqueEmail("bruno"), password: PASSWORD, confirm: PASSWORD }, { clockStopped: true });

  await expect(page.getByRole("heading", { name: "Conta criada" })).toBeVisible();
  await page.getByRole("button", { name: "Ir para o login" }).click();
  // With the page's clock standing still: the countdown has not moved.
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
});

test("mismatched or short passwords are refused before anything is created", async ({ page }) => {
  const registrations: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/register")) registrations.push(request.method());
  });
  const email = uniqueEmail("carla");

  await fillRegistration(page, { name: "Carla Dias", email, password: PASSWORD, confirm: "caes-e-agilit" });
  await expect(formAlert(page)).toHaveText("As passwords não coincidem");

  await page.getByLabel("Password", { exact: true }).fill("curta");
  await page.getByLabel("Confirmar password", { exact: true }).fill("curta");
  await page.getByRole("button", { name: "Registar", exact: true }).click();
  await expect(formAlert(page)).toHaveText("A password deve ter pelo menos 6 caracteres");

  await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();
  expect(registrations).toEqual([]);
  expect(await findAccount(email)).toBeNull();
});
