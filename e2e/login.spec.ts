import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { TRAINER, e2eEnv } from "./support/accounts";
import { createMember } from "./support/members";
import { formAlert, signInQuickly, signOut, submitLogin, toasts } from "./support/session";

// Signing in and out, and who may open which screen.

const TRAINER_SCREENS = ["/settings", "/students", "/payments", "/availability"];

function mainNavigation(page: Page) {
  return page.getByRole("navigation", { name: "Navegação principal" });
}

test("a wrong password is refused with a clear message", async ({ page }) => {
  await submitLogin(page, { email: TRAINER.email, password: "nao-e-esta" });

  await expect(formAlert(page)).toHaveText("Email ou password incorretos.");
  await expect(page).toHaveURL("/login");
});

test("the trainer signs in, finds the trainer's screens, and signs out", async ({ page, context }) => {
  await submitLogin(page, TRAINER);

  await expect(toasts(page).getByText("Login efetuado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Olá, Marta! Bem-vindo ao ACE" })).toBeVisible();
  const navigation = mainNavigation(page);
  // A badge may follow a link's name ('Alunos 2 pendentes') while other journeys leave sign-ups waiting.
  for (const link of ["Calendário", "Disponibilidade", "Alunos", "Animais", "Pagamentos", "Estatísticas", "Configurações"]) {
    await expect(navigation.getByRole("link", { name: new RegExp(`^${link}( \\d+ pendentes?)?$`) })).toBeVisible();
  }
  await expect(navigation.getByRole("link", { name: "Ajuda" })).toHaveCount(0);

  // The session lives in an httpOnly cookie, out of reach of the page's scripts.
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  const session = (await context.cookies()).find((cookie) => cookie.name === "ace_session");
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain("ace_session");

  // Signed in, the login screen is of no use: home instead.
  await page.goto("/login");
  await expect(page).toHaveURL("/");

  await signOut(page, TRAINER.name);
  await page.goto("/");
  await expect(page).toHaveURL("/login");
});

test("signed-out visitors are sent to the login screen, which knows the screen they asked for", async ({ page }) => {
  for (const [path, login] of [["/", "/login"], ["/calendar", "/login?voltar=%2Fcalendar"]]) {
    await page.goto(path);
    await expect(page).toHaveURL(login);
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  }
});

test("a student opens the account and help pages but not the trainer's screens", async ({ page, request }) => {
  const student = await createMember(request, { name: "Diana Lopes", role: "student" });
  await signInQuickly(page, student);

  for (const path of TRAINER_SCREENS) {
    await page.goto(path);
    await expect(page, `${path} is the trainer's`).toHaveURL("/");
  }
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Conta" })).toBeVisible();
  await page.goto("/help");
  await expect(page.getByRole("heading", { name: "Ajuda" })).toBeVisible();
  await expect(mainNavigation(page).getByRole("link", { name: "Ajuda" })).toBeVisible();
});

test("an external student has an account page but no help page", async ({ page, request }) => {
  const external = await createMember(request, { name: "Eduardo Pinto", role: "external" });
  await signInQuickly(page, external);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Conta" })).toBeVisible();
  await page.goto("/help");
  await expect(page).toHaveURL("/");
  await expect(mainNavigation(page).getByRole("link", { name: "Ajuda" })).toHaveCount(0);
});

test("a guest sees the calendar but no statistics or animals", async ({ page, request }) => {
  const guest = await createMember(request, { name: "Filipa Costa", role: "guest" });
  await signInQuickly(page, guest);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Olá, Filipa! Bem-vindo ao ACE" })).toBeVisible();
  const navigation = mainNavigation(page);
  const shortcuts = page.getByRole("navigation", { name: "Atalhos" });
  await expect(navigation.getByRole("link", { name: "Calendário" })).toBeVisible();
  await expect(shortcuts.getByRole("link", { name: /Calendário/ })).toBeVisible();
  for (const hidden of ["Estatísticas", "Animais"]) {
    await expect(navigation.getByRole("link", { name: hidden })).toHaveCount(0);
    await expect(shortcuts.getByRole("link", { name: new RegExp(hidden) })).toHaveCount(0);
  }
});

test("the navbar's links open screens without reloading the page; a Ctrl-click opens a new tab", async ({ trainerPage: page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Olá, Marta! Bem-vindo ao ACE" })).toBeVisible();
  // A mark on this document: a page reload would lose it.
  await page.evaluate(() => Object.assign(window, { aceSamePage: true }));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });

  await mainNavigation(page).getByRole("link", { name: "Calendário" }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
  await expect(mainNavigation(page).getByRole("link", { name: "Calendário" })).toHaveAttribute("aria-current", "page");
  await mainNavigation(page).getByRole("link", { name: /^Pagamentos/ }).click();
  await expect(page.getByRole("heading", { name: "Pagamentos", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { aceSamePage?: boolean }).aceSamePage)).toBe(true);
  expect(documents).toEqual([]);

  // With a modifier key the link is the browser's: a new tab, and this page stays where it is.
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    mainNavigation(page).getByRole("link", { name: "Animais" }).click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await expect(tab).toHaveURL(/\/animals$/);
  await expect(page).toHaveURL(/\/calendar$/);
  await tab.close();
});

test("a return address that hides another site behind a tab, a backslash or a dot segment signs the member in at home", async ({ page, request }) => {
  const student = await createMember(request, { name: "Rita Moura", role: "student" });
  for (const back of ["/%09/evil.example/fake-login", "/%5C/evil.example", "%2F%0A%2Fevil.example", "%2F.%2F%2Fevil.example%2Fx", "/%2e//evil.example", "/x/..//evil.example"]) {
    await page.goto(`/login?voltar=${back}`);
    await submitLogin(page, student);
    await expect(page).toHaveURL("/");
    expect(new URL(page.url()).host).toBe(new URL(e2eEnv("baseUrl")).host);
    await page.context().clearCookies();
  }
});
