import { expect, test } from "./support/fixtures";
import { createMember } from "./support/members";
import { mainNavigation, signInQuickly } from "./support/session";

// /help: the students' accordion, with the club's rules as the app applies them (the lead time
// here is the default; e2e/settings.spec.ts changes it and finds the new number).

const SECTIONS = ["Animais", "Marcações", "Meteorologia", "Conta e pagamentos", "Dicas"];

test("a student opens the help and reads how bookings work", async ({ page, request }) => {
  const student = await createMember(request, { name: "Beatriz Lopes" });
  await signInQuickly(page, student);
  await page.goto("/");
  await mainNavigation(page).getByRole("link", { name: "Ajuda" }).click();
  await expect(page).toHaveURL("/help");
  await expect(page.getByRole("heading", { name: "Ajuda", level: 1 })).toBeVisible();

  const summaries = page.locator("summary");
  await expect(summaries).toHaveText(SECTIONS);
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

test("the help is for students only", async ({ page, request }) => {
  const external = await createMember(request, { name: "Duarte Pires", role: "external" });
  await signInQuickly(page, external);
  await page.goto("/help");
  await expect(page).toHaveURL("/");
  await expect(mainNavigation(page).getByRole("link", { name: "Ajuda" })).toHaveCount(0);
});
