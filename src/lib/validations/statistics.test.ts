import { afterAll, describe, expect, it } from "vitest";
import { rangeDays, statisticsRangeQuerySchema } from "@/lib/validations/statistics";

// The statistics range, as the form and the API check it, whatever the machine's time zone.

const ORIGINAL_TZ = process.env.TZ;
afterAll(() => {
  process.env.TZ = ORIGINAL_TZ;
});

describe("the statistics range", () => {
  it.each(["Europe/Lisbon", "America/New_York", "Pacific/Auckland", "UTC"])("counts club days across daylight-saving changes (server in %s)", (zone) => {
    process.env.TZ = zone;
    expect(rangeDays("2026-03-28", "2026-03-30")).toBe(3);
    expect(rangeDays("2026-10-01", "2026-10-31")).toBe(31);
    expect(rangeDays("2026-11-01", "2026-11-01")).toBe(1);
    expect(statisticsRangeQuerySchema.safeParse({ start_date: "2021-11-02", end_date: "2026-11-01" }).success).toBe(true);
    expect(statisticsRangeQuerySchema.safeParse({ start_date: "2021-11-02", end_date: "2026-11-02" }).success).toBe(false);
  });

  it("gives the form its message when a date is missing", () => {
    const result = statisticsRangeQuerySchema.safeParse({ start_date: "2026-11-01", end_date: "" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Por favor, selecione as datas de início e fim."]);
  });
});
