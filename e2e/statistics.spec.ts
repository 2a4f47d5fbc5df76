import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { expect, test } from "./support/fixtures";
import { createMember } from "./support/members";
import { memberWithAnimal } from "./support/scheduling";
import { signInQuickly } from "./support/session";
import { bookPastLessons, chooseRange, expectFigure, expectRow, figure, figuresTable, openStatistics, pastMonth } from "./support/statistics";

// The statistics screen: the trainer reads a month of the club, moves to the next and takes
// it to a spreadsheet; a student reads her own months; a guest finds a note, not an error.

test("the trainer reads a month's statistics, changes the range, sees the charts and tables follow, and exports it", async ({
  trainerPage: page,
  request,
  trainerRequest,
}) => {
  const march = pastMonth(3);
  const april = pastMonth(4);
  const ana = await memberWithAnimal(request, { name: "Ana Figueira", animal: "Bolt" });
  const carla = await memberWithAnimal(request, { name: "Carla Pinto", animal: "Kiko", role: "external" });
  // March: Monday the 5th twice and the 12th for Ana, Wednesday the 7th for Carla. April: one Friday lesson.
  const days = { monday: `${march}-05`, wednesday: `${march}-07`, nextMonday: `${march}-12`, aprilFriday: `${april}-06` };
  await bookPastLessons(trainerRequest, days.monday, ana.animalId, "10:00", "10:45");
  await bookPastLessons(trainerRequest, days.wednesday, carla.animalId, "18:00");
  await bookPastLessons(trainerRequest, days.nextMonday, ana.animalId, "10:00");
  await bookPastLessons(trainerRequest, days.aprilFriday, carla.animalId, "09:00");

  await openStatistics(page);
  // The current month by default.
  await expect(page.getByLabel("Data de início")).toHaveValue(/^01\/\d{2}\/\d{4}$/);

  // An incomplete range is refused before any call.
  await page.getByLabel("Data de início").fill("");
  await page.getByRole("button", { name: "Ver estatísticas" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Por favor, selecione as datas de início e fim.");

  await chooseRange(page, `${march}-01`, `${march}-31`);
  const summary = page.getByRole("list", { name: "Resumo do período" });
  await expectFigure(summary, "Total de aulas", "4");
  await expect(figure(summary, "Total de aulas")).toContainText("Sem aulas no período anterior");
  await expectFigure(summary, "Alunos com aulas", "2");
  await expectFigure(summary, "Animais com aulas", "2");
  await expectFigure(summary, "Média de aulas por dia", "0,13"); // 4 / 31
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);

  const times = figuresTable(page, "Aulas por hora de início");
  await expect(times.getByRole("row")).toHaveCount(4);
  await expectRow(times, "10:00", "2");
  await expectRow(times, "10:45", "1");
  await expectRow(times, "18:00", "1");
  const weekdays = figuresTable(page, "Aulas por dia da semana");
  await expectRow(weekdays, "Segunda-feira", "3");
  await expectRow(weekdays, "Quarta-feira", "1");
  await expectRow(weekdays, "Sexta-feira", "0");
  await expect(weekdays.getByRole("rowheader")).toHaveText([
    "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado", "Domingo",
  ]);
  const top = figuresTable(page, "Os 6 alunos com mais aulas no período");
  await expect(top.getByRole("rowheader")).toHaveText(["Ana Figueira", "Carla Pinto"]);
  await expectRow(top, "Ana Figueira", "3");
  const categories = figuresTable(page, "Alunos e animais com aulas, por categoria");
  await expectRow(categories, "Alunos regulares", "1", "1");
  await expectRow(categories, "Alunos externos", "1", "1");
  // The charts drew a bar per start time.
  const timesChart = page.getByRole("img", { name: /^Gráfico de barras: aulas por hora de início/ });
  await expect(timesChart.locator(".recharts-bar-rectangle")).toHaveCount(3);
  await expect(page.getByRole("img", { name: /^Gráfico de barras: aulas por dia da semana/ }).locator("svg.recharts-surface")).toBeVisible();

  // April against March: one lesson instead of four.
  await chooseRange(page, `${april}-01`, `${april}-30`);
  await expectFigure(summary, "Total de aulas", "1");
  await expect(figure(summary, "Total de aulas")).toContainText("-75,0% face ao período anterior");
  await expect(times.getByRole("row")).toHaveCount(2);
  await expectRow(times, "09:00", "1");
  await expectRow(weekdays, "Segunda-feira", "0");
  await expectRow(weekdays, "Sexta-feira", "1");
  await expect(top.getByRole("rowheader")).toHaveText(["Carla Pinto"]);
  await expectRow(categories, "Alunos regulares", "0", "0");
  await expect(timesChart.locator(".recharts-bar-rectangle")).toHaveCount(1);

  // The range goes to a spreadsheet: one line per lesson.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`estatisticas-${april}-01-a-${april}-30.csv`);
  const rows = parse((await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, ""), { delimiter: ";", relax_column_count: true });
  expect(rows.slice(1)).toEqual([
    ["Data", "Dia da semana", "Início", "Fim", "Aluno", "Categoria", "Animal"],
    [`06/04/${april.slice(0, 4)}`, "Sexta-feira", "09:00", "09:45", "Carla Pinto", "Aluno Externo", "Kiko"],
  ]);
});

test("a student reads her own lessons per month and per animal", async ({ page, request, trainerRequest }) => {
  const june = pastMonth(6);
  const student = await memberWithAnimal(request, { name: "Inês Correia", animal: "Pantufa" });
  const other = await memberWithAnimal(request, { name: "Rui Matos", animal: "Trovão" });
  await bookPastLessons(trainerRequest, `${june}-04`, student.animalId, "11:00", "11:45");
  await bookPastLessons(trainerRequest, `${june}-05`, other.animalId, "11:00");
  await signInQuickly(page, student);

  await openStatistics(page);
  await chooseRange(page, `${june}-01`, `${june}-30`);
  await expectFigure(page.getByRole("list", { name: "Resumo do período" }), "Total de aulas", "2");
  const year = Number(june.slice(0, 4));
  await expect(page.getByRole("region", { name: "Aulas por mês" })).toContainText(`Últimos 12 meses (julho de ${year - 1} a junho de ${year})`);
  const months = figuresTable(page, "Aulas por mês, últimos 12 meses");
  await expect(months.getByRole("row")).toHaveCount(13);
  await expectRow(months, `junho de ${year}`, "2");
  await expectRow(months, `maio de ${year}`, "0");
  await expectRow(figuresTable(page, "Aulas por animal no período"), "Pantufa", "2");
  await expect(page.getByText("Trovão")).toHaveCount(0);
  // Members see their figures, not the club's, and no export.
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Aulas por dia da semana" })).toHaveCount(0);
});

test("a guest who opens the statistics address finds a note, and no figures are asked for", async ({ page, request }) => {
  const guest = await createMember(request, { name: "Vasco Guerra", role: "guest" });
  await signInQuickly(page, guest);
  const calls: string[] = [];
  page.on("request", (call) => {
    if (call.url().includes("/api/bookings/statistics")) calls.push(call.url());
  });
  await page.goto("/statistics");
  await expect(page.getByText("As estatísticas estão disponíveis para os alunos do clube.")).toBeVisible();
  expect(calls).toEqual([]);
});
