import type { Response } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { bornAgo, portugueseDate } from "./support/animals";
import { createMember } from "./support/members";
import { mainNavigation, signIn, toasts } from "./support/session";
import { keepToOneDay } from "./support/scheduling";

// A brand-new student's first visit: 'Bem-vindo ao ACE!' asks for a first animal (the news of
// earlier versions are not hers: e2e/changelog.spec.ts).

/** Spec: the modal closes 1.2 s after the animal is created. */
const CLOSE_DELAY_MS = 1200;

function isCall(method: string, path: string) {
  return (response: Response) => response.request().method() === method && new URL(response.url()).pathname === path;
}

test("a new student registers a first animal from the welcome modal, once", async ({ page, request }) => {
  await keepToOneDay(); // an age in years and months, as of today
  const student = await createMember(request, { name: "Carolina Prates", firstAnimal: null });
  const birthDate = bornAgo(3, 2);

  // The page's timers run on Playwright's clock, so the modal's delay is counted, not waited for.
  await page.clock.install();
  await signIn(page, student);
  const welcome = page.getByRole("dialog", { name: "Bem-vindo ao ACE!" });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText("registe o seu primeiro animal")).toBeVisible();

  await welcome.getByLabel("Nome do animal").fill("Kiko");
  await welcome.getByRole("button", { name: "Registar Animal" }).click();
  await expect(toasts(page).getByText("Nome e data de nascimento são obrigatórios.")).toBeVisible();
  await expect(welcome.getByRole("alert")).toHaveText("Nome e data de nascimento são obrigatórios.");

  await welcome.getByLabel("Data de nascimento").fill(birthDate);
  await welcome.getByLabel("Observações (opcional)").fill("Adora túneis");
  // The clock stands still from here until told: the modal's delay starts as the animal is made.
  await page.clock.pauseAt(Date.now() + 2_000);
  const created = page.waitForResponse(isCall("POST", "/api/animals"));
  const register = welcome.getByRole("button", { name: "Registar Animal" });
  await register.click();
  expect((await created).status()).toBe(201);
  await expect(register).toBeDisabled(); // made: the form is done with, and the modal's delay counts
  // Open long enough to read the toast, then it closes by itself.
  await page.clock.runFor(CLOSE_DELAY_MS - 100);
  await expect(toasts(page).getByText('Animal "Kiko" registado com sucesso! Agora já pode marcar aulas.')).toBeVisible();
  await expect(welcome).toBeVisible();
  await page.clock.runFor(100);
  await expect(welcome).toBeHidden();
  await page.clock.resume();

  // Home again: the student has an animal now, so no welcome.
  const animalsChecked = page.waitForResponse(isCall("GET", "/api/animals/my"));
  const newsChecked = page.waitForResponse(isCall("GET", "/api/auth/check-changelog"));
  await page.reload();
  const [animals] = await Promise.all([animalsChecked, newsChecked]);
  expect((await animals.json()).animals).toHaveLength(1);
  // Both answers are in; two frames later the screen has acted on them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole("heading", { name: "Olá, Carolina! Boas-vindas ao ACE" })).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await mainNavigation(page).getByRole("link", { name: "Animais" }).click();
  const kiko = page.getByRole("list", { name: "Os meus animais" }).getByRole("listitem", { name: "Kiko" });
  await expect(kiko).toContainText(portugueseDate(birthDate));
  await expect(kiko).toContainText("3 anos e 2 meses");
  await expect(kiko).toContainText("Adora túneis");
});
