import { beforeEach, describe, expect, it } from "vitest";
import { GET as exportStatistics } from "@/app/api/bookings/statistics/export/route";
import { GET as statistics } from "@/app/api/bookings/statistics/route";
import { GET as quickStats } from "@/app/api/bookings/user-quick-stats/route";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Who may ask for statistics (docs/rules.md, "Roles": signed in, not guest; the export: the trainer) and
// the range's rules (docs/rules.md, "Statistics"), each refusal with its Portuguese message.

const SELECT_DATES = "Por favor, selecione as datas de início e fim.";

let trainer: string;
let student: string;
let external: string;
let guest: string;
beforeEach(async () => {
  [trainer, student, external, guest] = await Promise.all(
    (["trainer", "student", "external", "guest"] as const).map(async (role) => tokenFor(await createUser({ role }))),
  );
});

const ask = (handler: typeof statistics, query: string, token?: string) =>
  callRoute(handler, { token, path: `/api/bookings/statistics${query}` });

describe("statistics: who may ask (integration)", () => {
  it("refuses guests and anyone signed out, on every statistics call", async () => {
    const range = "?start_date=2026-11-01&end_date=2026-11-30";
    for (const handler of [statistics, exportStatistics, quickStats]) {
      expect((await ask(handler, range, guest)).status).toBe(403);
      const signedOut = await ask(handler, range);
      expect(signedOut.status).toBe(401);
      expect(signedOut.json).toEqual({ error: "Sessão inválida. Inicie sessão novamente." });
    }
    expect((await ask(statistics, range, guest)).json).toEqual({ error: "Não tem permissão para esta operação." });
  });

  it("lets students and externals see their statistics and quick stats, and only the trainer export", async () => {
    const range = "?start_date=2026-11-01&end_date=2026-11-30";
    for (const token of [student, external]) {
      expect((await ask(statistics, range, token)).json.view).toBe("member");
      expect((await ask(quickStats, "", token)).status).toBe(200);
      expect((await ask(exportStatistics, range, token)).status).toBe(403);
    }
    expect((await ask(statistics, range, trainer)).json.view).toBe("trainer");
    expect((await ask(exportStatistics, range, trainer)).status).toBe(200);
  });
});

describe("statistics: the range (integration)", () => {
  const refusals: [string, string][] = [
    ["", SELECT_DATES],
    ["?start_date=2026-11-01", SELECT_DATES],
    ["?end_date=2026-11-30", SELECT_DATES],
    ["?start_date=&end_date=2026-11-30", SELECT_DATES],
    ["?start_date=2026-11-01&end_date=%20", SELECT_DATES],
    ["?start_date=2026-11-30&end_date=2026-11-01", "A data de início tem de ser anterior ou igual à data de fim."],
    ["?start_date=2026-02-30&end_date=2026-03-31", "Data inválida."],
    ["?start_date=2025-02-29&end_date=2025-03-31", "Data inválida."],
    ["?start_date=01/11/2026&end_date=30/11/2026", "Data inválida."],
    ["?start_date=1899-12-31&end_date=1900-01-31", "Data inválida."],
    ["?start_date=2026-11-01&end_date=2026-11-30T00:00", "Data inválida."],
    ["?start_date=2020-01-01&end_date=2025-01-01", "O período não pode exceder 5 anos."],
  ];

  it("answers 400 with a Portuguese message for missing, inverted, impossible or too long ranges", async () => {
    for (const [query, error] of refusals) {
      for (const [handler, token] of [[statistics, trainer], [statistics, student], [exportStatistics, trainer]] as const) {
        const response = await ask(handler, query, token);
        expect({ query, status: response.status, body: response.json }).toEqual({ query, status: 400, body: { error } });
      }
    }
  });

  it("accepts a single day, a leap day and a range of exactly 5 years", async () => {
    for (const query of [
      "?start_date=2026-11-01&end_date=2026-11-01",
      "?start_date=2028-02-29&end_date=2028-02-29",
      "?start_date=2020-01-01&end_date=2024-12-31",
    ]) {
      expect((await ask(statistics, query, trainer)).status).toBe(200);
    }
    const fiveYears = await ask(statistics, "?start_date=2020-01-01&end_date=2024-12-31", trainer);
    expect(fiveYears.json.comparison_statistics.days_comparison).toBe(1827);
  });
});
