import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { addClubDays, mondayOf } from "../src/lib/club-time";
import { query } from "./support/database";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { memberId } from "./support/payments";
import { uniqueName } from "./support/members";
import { memberWithAnimal, suiteDay } from "./support/scheduling";
import { toasts } from "./support/session";
import { scrollToApplyForm, scrollToSection } from "./support/lazy-section";

// The club's year on /availability (docs/rules.md, "Weekly template", "Standing lessons"): the
// trainer applies the weekly template over 26 weeks, a member's standing lesson is booked into
// each of them and the member gets ONE mail listing all 26 as their fixed lessons; then a saved
// template that no longer opens that lesson's hour says so, as does a range that is not a whole
// number of lessons. Fridays before dawn, years ahead: no other journey's lessons. The template is
// the club's, so this journey runs with the other template journeys, one after the other
// (playwright.config.ts). Screenshots for a person to look at: TEMPLATE_SHOTS=<folder>.

const SHOTS = process.env.TEMPLATE_SHOTS;
const FRIDAY = 5;

type Entry = { weekday: number; start_time: string; end_time: string };

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const shortDate = (date: string) => date.split("-").reverse().join("/");

/** The club's template without its Fridays, and no standing lesson on a Friday: what an earlier run left goes. */
async function clearFridays(trainerRequest: APIRequestContext): Promise<Entry[]> {
  const { entries } = (await (await trainerRequest.get("/api/availability/template")).json()) as { entries: Entry[] };
  const others = entries.filter((entry) => entry.weekday !== FRIDAY);
  const { standing_lessons } = (await (await trainerRequest.get("/api/availability/standing")).json()) as { standing_lessons: { id: number; weekday: number }[] };
  for (const lesson of standing_lessons.filter((l) => l.weekday === FRIDAY)) {
    expect((await trainerRequest.delete("/api/availability/standing", { data: { id: lesson.id } })).status()).toBe(200);
  }
  expect((await trainerRequest.put("/api/availability/template", { data: { entries: others } })).status()).toBe(200);
  return others;
}

test("26 weeks of a standing lesson reach the member in one mail; a template without its hour says so", async ({ trainerPage: page, trainerRequest }) => {
  const { repeatEachIndex, retry } = test.info();
  const monday = mondayOf(addClubDays(suiteDay(), 1100 + (repeatEachIndex * 4 + retry) * 189));
  const lastDay = addClubDays(monday, 181); // 26 weeks, both ends included
  const firstFriday = addClubDays(monday, 4);
  const lastFriday = addClubDays(firstFriday, 25 * 7);
  const minutes = Number((await (await trainerRequest.get("/api/settings")).json()).booking_duration_minutes.value);
  const start = 4 * 60 + 40;

  // Fridays open one lesson from 04:40, and Rita has it every week.
  const others = await clearFridays(trainerRequest);
  const friday = { weekday: FRIDAY, start_time: clock(start), end_time: clock(start + minutes) };
  expect((await trainerRequest.put("/api/availability/template", { data: { entries: [...others, friday] } })).status()).toBe(200);
  const rita = await memberWithAnimal(trainerRequest, { name: uniqueName("Rita Anual"), animal: "Trovão" });
  const given = await trainerRequest.post("/api/availability/standing", {
    data: { user_id: await memberId(trainerRequest, rita.email), animal_id: rita.animalId, weekday: FRIDAY, start_time: friday.start_time },
  });
  expect(given.status(), await given.text()).toBe(201);

  // The trainer applies the template over 26 weeks.
  await page.goto("/availability");
  await scrollToSection(page, "Aulas fixas");
  const templateSection = await scrollToSection(page, "Horário semanal");
  await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
  await scrollToApplyForm(templateSection);
  await templateSection.getByLabel("Data de início").fill(monday);
  await templateSection.getByLabel("Data de fim").fill(lastDay);
  await templateSection.getByRole("button", { name: "Aplicar horário" }).click();
  await page.getByRole("dialog", { name: "Aplicar horário semanal" }).getByRole("button", { name: "Aplicar" }).click();

  // The screen shows what was booked: her 26 Fridays, and that each member was told once.
  const result = templateSection.getByRole("status").filter({ hasText: "Aulas fixas:" });
  await expect(result.getByRole("list", { name: "Aulas fixas marcadas" }).getByRole("listitem").filter({ hasText: rita.name })).toHaveText(
    `${rita.name} com Trovão, às sextas-feiras às ${friday.start_time}: 26 aulas, de ${shortDate(firstFriday)} a ${shortDate(lastFriday)}`,
  );
  await expect(result).toContainText("um só aviso a cada um, com a lista das suas aulas fixas.");
  await shoot(page, result, "apply-result");

  // Her mail: one, listing the 26 lessons as her fixed lessons; no 'Aula marcada' a week.
  const mail = await waitForMail(rita.email, { subject: "ACE - 26 aulas fixas marcadas" });
  expect(mail.text).toContain("O treinador marcou 26 aulas fixas para si: a aula que tem todas as semanas, no mesmo dia e à mesma hora.");
  expect(mail.text).toContain(`Trovão, às sextas-feiras, ${friday.start_time} - ${friday.end_time} (26 aulas):`);
  const days = mail.text
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .flatMap((line) => line.replace(/^- [^:]+: dias? /, "").split(/, | e /));
  expect(days).toHaveLength(26);
  const sent = await query<{ subject: string }>(`SELECT subject FROM outbox_emails WHERE "to" = $1`, [rita.email]);
  expect(sent.map((row) => row.subject)).toEqual(["ACE - 26 aulas fixas marcadas"]);

  // The trainer moves Friday's range 10 minutes later and leaves it 20 minutes past one lesson:
  // saving says Rita's lesson has lost its hour, and what the range leaves over.
  const fridayGroup = templateSection.getByRole("group", { name: "Sexta-feira" });
  await fridayGroup.getByLabel("Sexta-feira, intervalo 1: hora de início").fill(clock(start + 10));
  await fridayGroup.getByLabel("Sexta-feira, intervalo 1: hora de fim").fill(clock(start + 10 + minutes + 20));
  await templateSection.getByRole("button", { name: "Guardar horário semanal" }).click();
  await expect(toasts(page).getByText("Horário semanal guardado. Veja os avisos por baixo do horário.")).toBeVisible();
  await expect(templateSection.getByRole("list", { name: "Aulas fixas sem hora" }).getByRole("listitem")).toHaveText(
    `Sexta-feira, ${friday.start_time} · ${rita.name} com Trovão`,
  );
  await expect(templateSection.getByRole("list", { name: "Minutos que sobram" })).toHaveText(
    `Sobram 20 minutos no fim do intervalo ${clock(start + 10)} - ${clock(start + 10 + minutes + 20)} de sexta-feira.`,
  );
  const standing = page.getByRole("region", { name: "Aulas fixas" }).getByRole("list", { name: "Aulas fixas" });
  await expect(standing.getByRole("listitem").filter({ hasText: rita.name })).toContainText("Sem hora no horário semanal: não é marcada");
  await shoot(page, templateSection.getByRole("list", { name: "Aulas fixas sem hora" }), "template-warnings");

  // A date's new slots that are not a whole number of lessons say what is left over.
  const newSlots = page.getByRole("region", { name: "Criar Disponibilidades" });
  await newSlots.getByLabel("Data").fill(addClubDays(monday, 5));
  await newSlots.getByLabel("Hora de início").fill("03:00");
  await newSlots.getByLabel("Hora de fim").fill(clock(3 * 60 + minutes + 15));
  await newSlots.getByRole("button", { name: "Criar disponibilidades" }).click();
  await expect(newSlots.getByRole("status")).toHaveText(`Sobram 15 minutos no fim do intervalo 03:00 - ${clock(3 * 60 + minutes + 15)}.`);
  await shoot(page, newSlots, "new-slots-leftover");

  // The club's template and standing lessons as they were.
  await clearFridays(trainerRequest);
});

/** The element at 375 and 1280 px wide, with the screen around it, when TEMPLATE_SHOTS names a folder. */
async function shoot(page: Page, element: Locator, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await element.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
