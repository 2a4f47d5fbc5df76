import type { Page, Response } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { bornAgo, portugueseDate } from "./support/animals";
import { createMember } from "./support/members";
import { mainNavigation, signIn, toasts } from "./support/session";

// A brand-new student's first visit: 'Bem-vindo ao ACE!' asks for a first animal (the news of
// earlier versions are not hers: e2e/changelog.spec.ts).

/** Spec: the modal closes 1.2 s after the animal is created. */
const CLOSE_DELAY_MS = 1200;

function isCall(method: string, path: string) {
  return (response: Response) => response.request().method() === method && new URL(response.url()).pathname === path;
}

/** Resolves with the time (ms) at which the response arrived, not when the test got round to it. */
function arrivalOf(page: Page, method: string, path: string): Promise<number> {
  let arrivedAt = 0;
  const matches = isCall(method, path);
  return page
    .waitForResponse((response) => {
      if (!matches(response)) return false;
      arrivedAt = Date.now();
      return true;
    })
    .then((response) => {
      expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
      return arrivedAt;
    });
}

test("a new student registers a first animal from the welcome modal, once", async ({ page, request }) => {
  const student = await createMember(request, { name: "Carolina Prates", firstAnimal: null });
  const birthDate = bornAgo(3, 2);

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
  const created = arrivalOf(page, "POST", "/api/animals");
  await welcome.getByRole("button", { name: "Registar Animal" }).click();
  const createdAt = await created;
  await expect(toasts(page).getByText('Animal "Kiko" registado com sucesso! Agora já pode marcar aulas.')).toBeVisible();
  // Open long enough to read the toast, then it closes by itself.
  await expect(welcome).toBeVisible();
  await welcome.waitFor({ state: "hidden", timeout: 5_000 });
  const openFor = Date.now() - createdAt;
  expect(openFor).toBeGreaterThanOrEqual(CLOSE_DELAY_MS - 200);
  expect(openFor).toBeLessThan(CLOSE_DELAY_MS + 1_500);

  // Home again: the student has an animal now, so no welcome.
  const animalsChecked = page.waitForResponse(isCall("GET", "/api/animals/my"));
  const newsChecked = page.waitForResponse(isCall("GET", "/api/auth/check-changelog"));
  await page.reload();
  const [animals] = await Promise.all([animalsChecked, newsChecked]);
  expect((await animals.json()).animals).toHaveLength(1);
  // Both answers are in; two frames later the screen has acted on them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole("heading", { name: "Olá, Carolina! Bem-vindo ao ACE" })).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await mainNavigation(page).getByRole("link", { name: "Animais" }).click();
  const kiko = page.getByRole("list", { name: "Os meus animais" }).getByRole("listitem", { name: "Kiko" });
  await expect(kiko).toContainText(portugueseDate(birthDate));
  await expect(kiko).toContainText("3 anos e 2 meses");
  await expect(kiko).toContainText("Adora túneis");
});
