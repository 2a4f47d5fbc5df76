import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { TRAINER, e2eEnv } from "./support/accounts";
import { createMember } from "./support/members";
import { signInQuickly, signOut, submitLogin, toasts } from "./support/session";

// Signing in and out, who may open which screen, and the navbar; the students' help (its
// accordion, with the club's rules as the app applies them: the lead time here is the default,
// e2e/settings.spec.ts changes it and finds the new number).

const TRAINER_SCREENS = ["/settings", "/students", "/payments", "/availability"];
const HELP_SECTIONS = ["Animais", "Marcações", "Meteorologia", "Conta e pagamentos", "Dicas"];

function mainNavigation(page: Page) {
  return page.getByRole("navigation", { name: "Navegação principal" });
}

test("the trainer signs in, finds the trainer's screens, and signs out", async ({ page, context }) => {
  await submitLogin(page, TRAINER);

  await expect(toasts(page).getByText("Login efetuado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Olá, Marta! Boas-vindas ao ACE" })).toBeVisible();
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

test("a student opens the account page and the help, and reads how bookings work there, but not the trainer's screens", async ({ page, request }) => {
  const student = await createMember(request, { name: "Diana Lopes", role: "student" });
  await signInQuickly(page, student);

  for (const path of TRAINER_SCREENS) {
    await page.goto(path);
    await expect(page, `${path} is the trainer's`).toHaveURL("/");
  }
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Conta" })).toBeVisible();
  await mainNavigation(page).getByRole("link", { name: "Ajuda" }).click();
  await expect(page).toHaveURL("/help");
  await expect(page.getByRole("heading", { name: "Ajuda", level: 1 })).toBeVisible();

  const summaries = page.locator("summary");
  await expect(summaries).toHaveText(HELP_SECTIONS);
  const rule = page.getByText("As marcações devem ser feitas com pelo menos 24 horas de antecedência, exceto à segunda-feira.");
  await expect(rule).toBeHidden();

  // Opened with the keyboard, as any disclosure.
  const bookings = page.locator("details", { has: page.locator("summary", { hasText: "Marcações" }) });
  await bookings.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(bookings).toHaveAttribute("open", "");
  await expect(rule).toBeVisible();
  await expect(bookings).toContainText("Só pode marcar aulas com os seus animais registados");
  await expect(bookings).toContainText("As aulas marcadas aparecem a azul e os horários bloqueados pelo treinador a cinzento.");
  await expect(bookings).not.toContainText("Só pode cancelar uma aula até"); // no cancellation window set
  await expect(bookings).toContainText("Pode deixar de o receber na página Conta, em Avisos por Email.");

  const account = page.locator("details", { has: page.locator("summary", { hasText: "Conta e pagamentos" }) });
  await account.locator("summary").click();
  await expect(account).toContainText("Os pagamentos são gerados pelo treinador");
  await expect(account).toContainText("recebe por email uma nova password");
  await account.locator("summary").click();
  await expect(account).not.toHaveAttribute("open");

  await expect(page.getByText("Ainda tem dúvidas? Contacte o treinador.")).toBeVisible();
});

test("the navbar's links open screens without reloading the page, asked for ahead on intent; a Ctrl-click opens a new tab", async ({ trainerPage: page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Olá, Marta! Boas-vindas ao ACE" })).toBeVisible();
  // A mark on this document: a page reload would lose it.
  await page.evaluate(() => Object.assign(window, { aceSamePage: true }));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });

  // Hovering asks Next.js's router for the screen ahead of the click (its RSC request): AppLink's
  // prefetch on intent (src/components/navigation/app-link.tsx).
  const calendar = mainNavigation(page).getByRole("link", { name: "Calendário" });
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === "/calendar" && request.headers()["rsc"] === "1");
  await calendar.hover();
  await prefetched;
  await calendar.click();
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
