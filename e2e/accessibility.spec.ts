import { test as base, type APIRequestContext, type Page } from "@playwright/test";
import { addClubDays, clubInstant, clubMonth } from "../src/lib/club-time";
import { query } from "./support/database";
import { expectAccessible } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { createMember, signUp, uniqueEmail } from "./support/members";
import { generatePayment, memberId } from "./support/payments";
import { bookThroughApi, memberWithAnimal, openCalendar, publishSlots, slotAt, slotItem, suiteDay } from "./support/scheduling";
import { mainNavigation, openUserMenu, signInQuickly, toasts } from "./support/session";
import { scrollToSection } from "./support/lazy-section";

// Every screen, as each role that may open it sees it (once where roles see the same screen), and
// their main dialogs, through axe's WCAG 2.0 and 2.1 A and AA checks (colour contrast included)
// and the other rules Lighthouse's accessibility score weighs (e2e/support/accessibility.ts). Each
// journey reports every violation it meets (rule, element, what to fix) and fails at its end.

// A journey runs axe on a dozen screens and dialogs, a few seconds each on a slow machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Two days ahead: past the 24 h lead time (the slots are bookable) and within the five days of
 * the forecast (they show the weather). Each journey keeps to hours of its own on that day.
 */
function accessibilityDate(): string {
  const { repeatEachIndex, retry } = base.info();
  return addClubDays(suiteDay(), 2 + (repeatEachIndex * 4 + retry) * 7);
}

/** Slots from `start` to `end`: the first one blocked by the trainer; answers them all. */
async function slotsWithOneBlocked(trainerRequest: APIRequestContext, date: string, start: string, end: string) {
  const slots = await publishSlots(trainerRequest, date, start, end);
  const blocking = await trainerRequest.put(`/api/availability/slot/${slots[0]!.id}`, { data: { is_blocked: true } });
  expect(blocking.status(), await blocking.text()).toBe(200);
  return slots;
}

/**
 * A one-minute lesson at midnight of the day the run began (suiteDay), over whenever the journey
 * runs (bar that day's first minute): the calendar shows it greyed. That day, not today: a journey
 * crossing midnight would otherwise publish it on one day and open the next. Straight to the
 * database (a lesson earlier today cannot be published through the API at that length); a minute
 * short, so the attendance journey has the rest of the night's minutes for its lessons of today.
 */
async function publishPastSlot() {
  const midnight = clubInstant(suiteDay(), "00:00");
  await query(
    `INSERT INTO availability_slots (starts_at, ends_at)
     SELECT $1, $1::timestamptz + interval '1 minute'
     WHERE NOT EXISTS (SELECT 1 FROM availability_slots WHERE starts_at = $1)`,
    [midnight],
  ).catch((error: { code?: string }) => {
    if (error.code !== "23P01") throw error; // another journey's, at once: already there
  });
}

/** The calendar on `date` (the day, then its week), then the run's first day with its lesson over. */
async function checkCalendar(page: Page, role: string, date: string, dayDialogs?: () => Promise<void>) {
  await openCalendar(page, date);
  await expectAccessible(page, `/calendar (${role}, day)`);
  await dayDialogs?.();
  await openCalendar(page, date, "week");
  await expectAccessible(page, `/calendar (${role}, week)`);
  await openCalendar(page, suiteDay());
  await expect(slotItem(page, "00:00 - 00:01")).toBeVisible();
  await expectAccessible(page, `/calendar (${role}, a lesson over)`);
}

/** The navbar's link to each screen the journeys open from it. */
const NAVBAR_LINKS: Record<string, string> = {
  "/animals": "Animais",
  "/statistics": "Estatísticas",
  "/weather": "Meteorologia",
  "/help": "Ajuda",
  "/account": "Conta",
  "/availability": "Disponibilidade",
  "/settings": "Configurações",
};

/**
 * Opens `path` from the navbar, as a member goes from screen to screen: the router shows it
 * without loading the page again (nor axe into it again), and its heading replaces the last one.
 */
async function openFromNavbar(page: Page, path: string) {
  const heading = page.getByRole("heading", { level: 1 });
  const before = await heading.textContent();
  await mainNavigation(page).getByRole("link", { name: NAVBAR_LINKS[path], exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(heading).not.toHaveText(before ?? "");
}

/**
 * The other screens every signed-in member may open, from the navbar (a guest's has none of
 * them: the address, and they are told what is not for guests). Each screen once per way it
 * renders: the weather is the same screen for every role (checked as a student's), and an
 * external member's animals and statistics are a student's screens (their navbar is checked on
 * their home and calendar).
 */
async function checkOtherScreens(page: Page, role: string, paths = ["/animals", "/statistics"]) {
  for (const path of paths) {
    if (role === "guest") await page.goto(path);
    else await openFromNavbar(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, `${path} (${role})`);
  }
}

/** The navbar's user menu open and its change-password dialog, then the changelog from the footer. */
async function checkShellDialogs(page: Page, role: string, name: string) {
  await openUserMenu(page, name);
  await expectAccessible(page, `user menu (${role})`);
  await page.getByRole("menuitem", { name: "Alterar password" }).click();
  await expect(page.getByRole("dialog", { name: "Alterar password" })).toBeVisible();
  await expectAccessible(page, `change password (${role})`);
  await page.keyboard.press("Escape");
  await page.getByRole("contentinfo").getByRole("button").click();
  await expect(page.getByRole("dialog", { name: "Novidades & Changelog" })).toBeVisible();
  await expectAccessible(page, `changelog (${role})`);
  await page.keyboard.press("Escape");
}

test("the signed-out screens pass axe", async ({ page, request }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Entrar", level: 1 })).toBeVisible();
  await expectAccessible(page, "/login");
  // A failed login: the form's alert (the error toast's colours: components/toast.test.ts).
  await page.getByLabel("Email").fill(uniqueEmail("Ninguém"));
  await page.getByLabel("Password", { exact: true }).fill("nao-e-esta");
  await page.getByRole("button", { name: "Mostrar password" }).click();
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Email ou password incorretos.");
  await expect(toasts(page).getByText("Email ou password incorretos.")).toBeVisible(); // it may come a moment after the alert
  await expectAccessible(page, "/login (failed login)");

  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "/register");
  const name = "Rosa Acessível";
  await page.getByLabel("Nome").fill(name);
  await page.getByLabel("Email").fill(uniqueEmail(name));
  await page.getByLabel("Password", { exact: true }).fill("uma-password-longa");
  await page.getByLabel("Confirmar password", { exact: true }).fill("uma-password-longa");
  await page.getByRole("button", { name: "Registar" }).click();
  await expect(page.getByRole("button", { name: "Ir para o login" })).toBeVisible();
  await expectAccessible(page, "/register (success)");

  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "/forgot-password");
  await page.getByLabel("Email").fill("ninguem@exemplo.pt");
  await page.getByRole("button", { name: /Enviar/ }).click();
  const sent = "Se o email existir na nossa base de dados, receberá uma nova senha por email.";
  await expect(page.getByRole("main").getByText(sent)).toBeVisible();
  await expect(toasts(page).getByText(sent)).toBeVisible(); // the toast comes a moment after the card
  await expectAccessible(page, "/forgot-password (sent)");

  await page.goto("/nao-existe");
  await expect(page.getByRole("heading", { name: "Página não encontrada", level: 1 })).toBeVisible();
  await expectAccessible(page, "404");

  // The page screens go to while the database is out of reach: by design it tries again every
  // 5 seconds by itself (a meta refresh, which axe's 'meta-refresh' rule forbids).
  const outage = await request.get("/indisponivel");
  expect(outage.status()).toBe(503);
  await page.goto("/indisponivel");
  await expectAccessible(page, "/indisponivel", { disableRules: ["meta-refresh"] });
});

test("a student's calendar and its dialogs pass axe", async ({ page, request, trainerRequest }) => {
  const date = accessibilityDate();
  const slots = await slotsWithOneBlocked(trainerRequest, date, "08:00", "11:00");
  const student = await memberWithAnimal(request, { name: "Sara Acessível", animal: "Pintas" });
  const other = await memberWithAnimal(request, { name: "Tomás Vizinho", animal: "Rex" });
  await bookThroughApi(trainerRequest, slotAt(slots, "08:45").id, student.animalId);
  await bookThroughApi(trainerRequest, slotAt(slots, "09:30").id, other.animalId);
  await publishPastSlot();
  await signInQuickly(page, student);

  await checkCalendar(page, "student", date, async () => {
    await slotItem(page, "10:15 - 11:00").getByRole("button").click();
    await expect(page.getByRole("dialog", { name: "Marcar aula" })).toBeVisible();
    await expectAccessible(page, "booking dialog (student)");
    await page.keyboard.press("Escape");
    await slotItem(page, "08:45 - 09:30").getByRole("button", { name: "Cancelar aula das 08:45" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "cancel dialog (student)");
    await page.keyboard.press("Escape");
    await slotItem(page, "09:30 - 10:15").getByRole("button", { name: /Lista de espera/ }).click();
    await expect(page.getByRole("dialog", { name: "Lista de espera" })).toBeVisible();
    await expectAccessible(page, "waiting list dialog (student)");
    await page.keyboard.press("Escape");
  });
});

test("a student's other screens and dialogs pass axe", async ({ page, request, trainerRequest }) => {
  const slots = await publishSlots(trainerRequest, accessibilityDate(), "11:15", "12:00");
  const student = await memberWithAnimal(request, { name: "Sofia Acessível", animal: "Pintas" });
  await bookThroughApi(trainerRequest, slotAt(slots, "11:15").id, student.animalId);
  await generatePayment(trainerRequest, await memberId(trainerRequest, student.email), clubMonth(), 35);
  await signInQuickly(page, student);

  // Home: the pending payment, the upcoming lesson, and the calendar export.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Olá, Sofia! Boas-vindas ao ACE" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Próximas Aulas" })).toContainText("Pintas");
  await expectAccessible(page, "/ (student)");
  await page.getByRole("button", { name: "Adicionar ao calendário" }).click();
  await expect(page.getByRole("dialog", { name: "Adicionar ao Calendário" })).toBeVisible();
  await expectAccessible(page, "add to calendar (student)");
  await page.keyboard.press("Escape");
  await checkShellDialogs(page, "student", student.name);
  await checkOtherScreens(page, "student", ["/animals", "/statistics", "/weather"]);

  await openFromNavbar(page, "/help");
  await expect(page.getByRole("heading", { name: "Ajuda", level: 1 })).toBeVisible();
  await page.locator("summary", { hasText: "Marcações" }).click();
  await expectAccessible(page, "/help (student)");

  await openFromNavbar(page, "/account");
  await expect(page.getByRole("heading", { name: "A Minha Conta", level: 1 })).toBeVisible();
  await expectAccessible(page, "/account (student)");
  await page.getByRole("button", { name: "Detalhes" }).click();
  await expect(page.getByRole("dialog", { name: "Detalhes do Pagamento" })).toBeVisible();
  await expectAccessible(page, "payment details (student)");
});

test("a student with no animal back after an update: the changelog, then the first-animal onboarding, pass axe", async ({ page, request }) => {
  const student = await createMember(request, { name: "Nuno Novato", seenChangelog: false, firstAnimal: null });
  await signInQuickly(page, student);
  await page.goto("/");
  const news = page.getByRole("dialog", { name: "Novidades & Changelog" });
  await expect(news).toBeVisible();
  await expectAccessible(page, "changelog after an update");
  await news.getByRole("button", { name: "Fechar" }).click();
  await expect(page.getByRole("dialog", { name: "Bem-vindo ao ACE!" })).toBeVisible();
  await expectAccessible(page, "first-animal onboarding");
});

test("an external member's screens pass axe", async ({ page, request, trainerRequest }) => {
  const date = accessibilityDate();
  const slots = await slotsWithOneBlocked(trainerRequest, date, "12:00", "14:15");
  const external = await memberWithAnimal(request, { name: "Eva Externa", animal: "Bolinha", role: "external" });
  const other = await memberWithAnimal(request, { name: "Paulo Vizinho", animal: "Tareco" });
  await bookThroughApi(trainerRequest, slotAt(slots, "12:45").id, external.animalId);
  await bookThroughApi(trainerRequest, slotAt(slots, "13:30").id, other.animalId);
  await generatePayment(trainerRequest, await memberId(trainerRequest, external.email), clubMonth(), 20);
  await publishPastSlot();
  await signInQuickly(page, external);

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Próximas Aulas" })).toContainText("Bolinha");
  await expectAccessible(page, "/ (external)");
  await checkCalendar(page, "external", date);
  await openFromNavbar(page, "/account");
  await expect(page.getByRole("heading", { name: "A Minha Conta", level: 1 })).toBeVisible();
  await expectAccessible(page, "/account (external)");
});

test("a guest's screens pass axe", async ({ page, request, trainerRequest }) => {
  const date = accessibilityDate();
  const slots = await slotsWithOneBlocked(trainerRequest, date, "14:30", "16:45");
  const owner = await memberWithAnimal(request, { name: "Rui Vizinho", animal: "Sombra" });
  await bookThroughApi(trainerRequest, slotAt(slots, "15:15").id, owner.animalId);
  const guest = await createMember(request, { name: "Gil Convidado", role: "guest" });
  await publishPastSlot();
  await signInQuickly(page, guest);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Olá, Gil! Boas-vindas ao ACE" })).toBeVisible();
  // Nothing of their own to manage: what a guest may see.
  await expect(page.getByText("Consulte o calendário de aulas do clube e a previsão do tempo para o campo.")).toBeVisible();
  await expectAccessible(page, "/ (guest)");
  await checkShellDialogs(page, "guest", guest.name);
  await checkCalendar(page, "guest", date);
  await checkOtherScreens(page, "guest");
});

test("the trainer's scheduling screens pass axe", async ({ trainerPage: page, request, trainerRequest }) => {
  const date = accessibilityDate();
  const slots = await slotsWithOneBlocked(trainerRequest, date, "17:00", "19:15");
  const student = await memberWithAnimal(request, { name: "Ana Marcada", animal: "Nala" });
  await bookThroughApi(trainerRequest, slotAt(slots, "17:45").id, student.animalId);
  await publishPastSlot();

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Próximas Aulas" })).toBeVisible();
  await expectAccessible(page, "/ (trainer)");
  await checkCalendar(page, "trainer", date, async () => {
    await slotItem(page, "18:30 - 19:15").getByRole("button").click();
    const dialog = page.getByRole("dialog", { name: "Marcar aula" });
    await expect(dialog).toBeVisible();
    // The members load after the dialog opens; 'Marcar' turns from faded to its colour then,
    // and axe must not read it halfway.
    await expect(dialog.getByRole("combobox", { name: "Aluno" })).toBeEnabled();
    await expectAccessible(page, "booking dialog (trainer)");
    await page.keyboard.press("Escape");
  });

  await openFromNavbar(page, "/availability");
  await expect(page.getByRole("heading", { name: "Disponibilidade", level: 1 })).toBeVisible();
  // The run's first day and its lesson over: the list of the form's date (today's as it opens).
  await page.getByRole("region", { name: "Criar Disponibilidades" }).getByLabel("Data").fill(suiteDay());
  await expect(page.getByRole("region", { name: /^Disponibilidades de/ }).getByRole("listitem", { name: "00:00 - 00:01" })).toBeVisible();
  await expectAccessible(page, "/availability");
  await scrollToSection(page, "Horário semanal");
  await scrollToSection(page, "Aulas fixas");
  // Once its lists have loaded: they push the button down as they arrive.
  await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
  await page.getByRole("button", { name: "Nova aula fixa" }).click();
  await expect(page.getByRole("form", { name: "Nova aula fixa" })).toBeVisible();
  await expectAccessible(page, "/availability (new standing lesson)");

  await openFromNavbar(page, "/settings");
  await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
  await expectAccessible(page, "/settings");

  // A phone: the navbar's links fold into a menu.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(page.locator("#mobile-navigation")).toBeVisible();
  await expectAccessible(page, "mobile menu (trainer, 375 px)");
});

// The trainer's screens in three journeys, each within its time on a loaded machine.
test("the trainer's members screens pass axe", async ({ trainerPage: page, request }) => {
  await signUp(request, "Hugo Pendente");
  const student = await createMember(request, { name: "Rita Membro" });
  await createMember(request, { name: "Guida Convidada", role: "guest" });

  await page.goto("/students");
  await expect(page.getByRole("heading", { name: "Gestão de Alunos", level: 1 })).toBeVisible();
  await expectAccessible(page, "/students (pending)");
  await page.getByRole("tabpanel").getByRole("button", { name: "Aprovar", exact: true }).first().click();
  await expect(page.getByRole("dialog", { name: "Aprovar Aluno" })).toBeVisible();
  await expectAccessible(page, "approve dialog");
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Alunos Aprovados" }).click();
  await expectAccessible(page, "/students (approved)");
  await page.getByRole("listitem", { name: student.name }).getByRole("link", { name: "Ver" }).click();
  await expect(page.getByRole("heading", { name: student.name, level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Conta do aluno" })).toContainText(student.email);
  await expectAccessible(page, "member page");
  await page.goBack();
  await page.getByRole("tab", { name: "Convidados" }).click();
  await expectAccessible(page, "/students (guests)");
});

test("the trainer's payments screens pass axe", async ({ trainerPage: page, request, trainerRequest }) => {
  // Its own lesson, so the month it checks has one to bill whatever the day (two days ahead may
  // already be next month, whose bill would otherwise be empty and toast so mid-check).
  const date = accessibilityDate();
  const month = date.slice(0, 7);
  const slots = await publishSlots(trainerRequest, date, "19:30", "20:15");
  const student = await memberWithAnimal(request, { name: "Clara Paga", animal: "Moeda" });
  await bookThroughApi(trainerRequest, slotAt(slots, "19:30").id, student.animalId);
  await generatePayment(trainerRequest, await memberId(trainerRequest, student.email), month, 40);

  await page.goto(`/payments?tab=generate&month=${month}`);
  await expect(page.getByRole("heading", { name: "Pagamentos", level: 1 })).toBeVisible();
  await expectAccessible(page, "/payments (generate)");
  for (const tab of ["Gerir", "Pendentes", "Estatísticas"]) {
    await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
    await expectAccessible(page, `/payments (${tab})`);
  }
  await page.getByRole("tab", { name: "Gerir" }).click();
  await page.getByRole("listitem", { name: student.name }).getByRole("button", { name: "Marcar como pago" }).click();
  await expect(page.getByRole("dialog", { name: "Marcar como Pago" })).toBeVisible();
  await expectAccessible(page, "mark paid dialog");
});

test("the trainer's animals and statistics screens pass axe", async ({ trainerPage: page }) => {
  await page.goto("/animals");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "/animals (trainer)");
  await checkOtherScreens(page, "trainer", ["/statistics"]);
});
