import { addClubDays, addMonths, clubToday } from "../src/lib/club-time";
import { amountFieldText } from "../src/lib/money";
import { LESSON_PRICE_MESSAGE } from "../src/lib/validations/settings";
import { SETTING_DEFAULTS } from "../src/server/settings/setting-defaults";
import { expect, test } from "./support/fixtures";
import { approvedOn } from "./support/database";
import { createMember, uniqueName } from "./support/members";
import { changeSettings, paymentCard, restoreDefaultSettings, setFixedFee, studentWithLessons } from "./support/payments";
import { journeyDate, keepToOneDay, memberWithAnimal, openCalendar, publishSlots, slotItem, suiteDay } from "./support/scheduling";
import { formAlert, signInQuickly, toasts } from "./support/session";
import { lookAtBothWidths, takingShots } from "./support/shots";
import { E2E_OPENWEATHER_KEY } from "./support/weather";

// /settings: the trainer changes the club's settings and the club follows. These journeys change
// what every other journey relies on (the lesson length, the weather's place), so they run in a
// project of their own after all the others (playwright.config.ts), one after the other, and
// put the defaults back at the end.

test.describe.configure({ mode: "serial" });

test.afterEach(async ({ trainerRequest }) => {
  await restoreDefaultSettings(trainerRequest);
});

const DURATION_MESSAGE = "A duração da aula deve ser entre 15 e 120 minutos, em múltiplos de 15.";

test("the trainer changes the lesson length and the weather's place, and the club follows", async ({
  trainerPage: page,
  trainerRequest,
  browser,
  request,
}) => {
  await keepToOneDay(); // today's list of lessons, as the page the server sends holds it
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
  const general = page.getByRole("group", { name: /^Geral/ });
  const bookings = page.getByRole("group", { name: /^Marcações/ });
  const weather = page.getByRole("group", { name: /^Meteorologia/ });
  const payments = page.getByRole("group", { name: /^Pagamentos/ });
  await expect(general.getByLabel("Nome da aplicação")).toHaveValue(SETTING_DEFAULTS.app_name);
  await expect(general.getByLabel("Email de contacto")).toHaveAttribute("type", "email");
  const duration = bookings.getByLabel("Duração da aula (minutos)");
  await expect(duration).toHaveValue("45");
  await expect(duration).toHaveAttribute("step", "15");
  await expect(bookings.getByLabel("Antecedência mínima para marcar (horas)")).toHaveValue("24");
  const location = weather.getByLabel("Localização");
  await expect(location).toHaveValue("Seixal, PT");
  await expect(location).toHaveAttribute("placeholder", "Seixal, PT");
  const key = weather.getByLabel("Chave da API OpenWeather");
  await expect(key).toHaveValue(""); // the demo's key comes from the server's environment

  // A length that is not a multiple of 15: said in Portuguese, nothing saved.
  await duration.fill("50");
  await page.getByRole("button", { name: "Guardar configurações" }).click();
  await expect(formAlert(page)).toHaveText(DURATION_MESSAGE);
  await expect(toasts(page).getByText(DURATION_MESSAGE)).toBeVisible();
  expect((await (await trainerRequest.get("/api/settings")).json()).booking_duration_minutes).toEqual({ value: "45" });

  await duration.fill("60");
  await bookings.getByLabel("Antecedência mínima para marcar (horas)").fill("48");
  await location.fill("Lisboa, PT");
  await key.fill(E2E_OPENWEATHER_KEY);
  await payments.getByLabel("IBAN").fill("pt50000201231234567890154");
  await payments.getByLabel("Número MB WAY").fill("+351912345678");
  await page.getByRole("button", { name: "Guardar configurações" }).click();
  await expect(toasts(page).getByText("Configurações guardadas com sucesso!")).toBeVisible();
  await expect(formAlert(page)).toHaveCount(0);

  // Read back as saved: the key masked, the IBAN in groups of four, MB WAY as a phone number.
  await page.reload();
  await expect(duration).toHaveValue("60");
  await expect(location).toHaveValue("Lisboa, PT");
  await expect(key).toHaveValue(`••••${E2E_OPENWEATHER_KEY.slice(-4)}`);
  await expect(payments.getByLabel("IBAN")).toHaveValue("PT50 0002 0123 1234 5678 9015 4");
  await expect(payments.getByLabel("Número MB WAY")).toHaveValue("912 345 678");
  expect(await (await trainerRequest.get("/api/settings")).text()).not.toContain(E2E_OPENWEATHER_KEY);

  // Saving again as shown keeps the key: the weather still works, now for Lisboa.
  await page.getByRole("button", { name: "Guardar configurações" }).click();
  await expect(toasts(page).getByText("Configurações guardadas com sucesso!").first()).toBeVisible();
  await page.goto("/weather");
  const now = page.getByRole("region", { name: "Agora" });
  await expect(now).toContainText("Lisboa, PT");
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);

  // The availability form splits by the new length, and says so from its first paint: the hint is
  // in the page the server sends, so it does not arrive later and push the sections below it.
  // So does today's list of lessons: the page the server sends holds it, not a loading line (this
  // club of its own changes only by one journey at a time, so the list read here is the page's).
  const today = clubToday();
  const tonight = await trainerRequest.post("/api/availability", { data: { date: today, start_time: "22:00", end_time: "23:00", capacity: 1 } });
  expect(tonight.status()).toBe(201);
  const { created_slots: createdTonight } = (await tonight.json()) as { created_slots: number };
  const { slots: todays } = (await (await trainerRequest.get(`/api/availability/date/${today}`)).json()) as { slots: { id: number; start_time: string; end_time: string }[] };
  expect(todays.length).toBeGreaterThan(0);
  const date = addClubDays(clubToday(), 30);
  const html = (await (await page.request.get("/availability")).text()).replaceAll("<!-- -->", "");
  expect(html).toContain("O intervalo é dividido em aulas consecutivas de 60 minutos.");
  expect(html).not.toMatch(/>\s*A carregar disponibilidades\.\.\.\s*</); // the loading line as a screen shows it
  for (const slot of todays) expect(html).toContain(`${slot.start_time} - ${slot.end_time}`);
  // Tonight's lesson goes again, unless a lesson of another journey was there first.
  const mine = createdTonight ? todays.find((slot) => slot.start_time === "22:00") : undefined;
  if (mine) expect((await trainerRequest.delete(`/api/availability/slot/${mine.id}`)).status()).toBe(200);
  await page.goto("/availability");
  const form = page.getByRole("region", { name: "Criar Disponibilidades" });
  await expect(form).toContainText("O intervalo é dividido em aulas consecutivas de 60 minutos.");
  await form.getByLabel("Data").fill(date);
  await form.getByLabel("Hora de início").fill("09:00");
  await form.getByLabel("Hora de fim").fill("11:30");
  await form.getByRole("button", { name: "Criar disponibilidades" }).click();
  await expect(toasts(page).getByText("2 disponibilidades criadas, 0 ignoradas por sobreposição.")).toBeVisible();
  const list = page.getByRole("region", { name: /^Disponibilidades de/ });
  await expect(list.getByRole("listitem")).toHaveText([/09:00 - 10:00/, /10:00 - 11:00/]);
  expect((await trainerRequest.delete(`/api/availability/date/${date}`)).status()).toBe(200);

  // A student's help states the new lead time.
  const student = await createMember(request, { name: "Marco Antunes" });
  const context = await browser.newContext();
  try {
    const studentPage = await context.newPage();
    await signInQuickly(studentPage, student);
    await studentPage.goto("/help");
    await studentPage.locator("summary", { hasText: "Marcações" }).click();
    await expect(
      studentPage.getByText("As marcações devem ser feitas com pelo menos 48 horas de antecedência, exceto à segunda-feira."),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test("with a price per lesson, the month's bill comes prefilled; a member approved late pays their share", async ({
  trainerPage: page,
  trainerRequest,
  request,
}) => {
  // A month no payments journey bills (they bill 13 to 24 months before the run's first month).
  const month = addMonths(suiteDay().slice(0, 7), -12);
  const sara = await studentWithLessons(request, trainerRequest, { name: uniqueName("Sara Preço"), animal: "Pintas", month, day: 19, lessons: 2 });
  const tiago = await studentWithLessons(request, trainerRequest, { name: uniqueName("Tiago Novo"), animal: "Faísca", month, day: 20, lessons: 1 });
  await setFixedFee(trainerRequest, tiago.id, 30);
  await approvedOn(tiago.email, `${month}-28`);

  await page.goto("/settings");
  const payments = page.getByRole("group", { name: /^Pagamentos/ });
  const studentPrice = payments.getByLabel("Preço por aula, aluno (€)");
  await expect(studentPrice).toHaveValue("");
  // A price with three decimals: said in Portuguese, nothing saved.
  await studentPrice.fill("12,505");
  await page.getByRole("button", { name: "Guardar configurações" }).click();
  await expect(formAlert(page)).toHaveText(LESSON_PRICE_MESSAGE);
  expect((await (await trainerRequest.get("/api/settings")).json()).lesson_price_student).toEqual({ value: "" });

  await studentPrice.fill("12.5");
  await page.getByRole("button", { name: "Guardar configurações" }).click();
  await expect(toasts(page).getByText("Configurações guardadas com sucesso!")).toBeVisible();
  await page.reload();
  await expect(studentPrice).toHaveValue("12,50");
  await expect(payments.getByLabel("Preço por aula, externo (€)")).toHaveValue("");
  if (takingShots()) {
    // At a phone's width first, so that the prices are in view in both pictures.
    await page.setViewportSize({ width: 375, height: 812 });
    await payments.getByLabel("Preço por aula, externo (€)").scrollIntoViewIfNeeded();
    await lookAtBothWidths(page, "settings", "lesson-prices");
  }

  // Sara: 2 lessons × 12,50 €. Tiago: a fixed fee of 30 € from the 28th, his share of the month.
  await page.goto(`/payments?tab=generate&month=${month}`);
  const saraLine = paymentCard(page, sara.name);
  await expect(saraLine.getByLabel("Valor (€)")).toHaveValue("25,00");
  await expect(saraLine.getByRole("checkbox", { name: `Incluir ${sara.name}` })).toBeChecked();
  const [year, monthNumber] = month.split("-").map(Number);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const share = Math.round((3000 * (days - 27)) / days) / 100;
  const tiagoLine = paymentCard(page, tiago.name);
  await expect(tiagoLine.getByLabel("Valor (€)")).toHaveValue(amountFieldText(share));
  await expect(tiagoLine).toContainText(`proporcional: ${amountFieldText(share)} €`);
  await tiagoLine.scrollIntoViewIfNeeded();
  await lookAtBothWidths(page, "settings", "bill-prefilled");
});

test("the trainer's settings screen says when the settings cannot be loaded or saved", async ({ trainerPage: page }) => {
  await page.route("**/api/settings", (route) =>
    route.request().method() === "GET" ? route.fulfill({ status: 503, json: { error: "Serviço indisponível" } }) : route.continue(),
  );
  await page.goto("/settings");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Erro ao carregar configurações");
  await page.unroute("**/api/settings");
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  const name = page.getByLabel("Nome da aplicação");
  await expect(name).toHaveValue(SETTING_DEFAULTS.app_name);

  // The save fails without a message from the server: the form's own fallback (docs/rules.md, "Screens").
  await page.route("**/api/settings", (route) => (route.request().method() === "PUT" ? route.fulfill({ status: 500, body: "" }) : route.continue()));
  await name.fill("Clube ACE Seixal");
  await page.getByRole("button", { name: "Guardar configurações" }).click();
  await expect(formAlert(page)).toHaveText("Erro ao guardar configurações");
  await expect(toasts(page).getByText("Erro ao guardar configurações")).toBeVisible();
});

test("with bookings blocked, a member's calendar says so from its first paint; the trainer's does not", async ({
  trainerPage,
  trainerRequest,
  page,
  request,
}) => {
  await changeSettings(trainerRequest, { bookings_blocked: "1" });
  const notice = "As marcações estão temporariamente bloqueadas. Contacte o treinador para mais informações.";

  const student = await createMember(request, { name: "Beatriz Lopes" });
  await signInQuickly(page, student);
  // The notice is in the page the server sends, before any script runs.
  const html = await (await page.request.get("/calendar")).text();
  expect(html).toContain(notice);
  await page.goto("/calendar");
  await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();

  await trainerPage.goto("/calendar");
  await expect(trainerPage.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
  await expect(trainerPage.getByText(notice)).toHaveCount(0);
});

test("the booking dialog states the cancellation window as it opens: the calendar brings it with the page", async ({ trainerRequest, page, request }) => {
  await changeSettings(trainerRequest, { cancel_min_hours_before: "6" });
  const date = journeyDate("bookAndCancel");
  await publishSlots(trainerRequest, date, "19:00", "19:45");
  const student = await memberWithAnimal(request, { name: "Rui Fontes", animal: "Trovão" });
  await signInQuickly(page, student);

  // The browser does not read the settings itself: with that call refused, the line is still there.
  await page.route("**/api/settings", (route) => route.abort());
  await openCalendar(page, date);
  await slotItem(page, "19:00 - 19:45").getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Marcar aula" });
  await expect(dialog).toContainText("Só é possível cancelar uma aula até 6 horas antes do início.");
});
