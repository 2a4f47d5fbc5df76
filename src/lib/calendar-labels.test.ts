import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullDateLabel, lessonDayLabel, longDateLabel, monthLabel } from "@/lib/calendar-labels";
import { weekDayHeading, weekRangeLabel } from "@/lib/week-labels";

describe.each(["UTC", "Europe/Lisbon", "Pacific/Kiritimati", "America/Los_Angeles"])("calendar labels on a device in %s", (zone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it("says 'Hoje' and 'Amanhã' for today and tomorrow", () => {
    expect(lessonDayLabel("2026-03-02", "2026-03-02")).toBe("Hoje");
    expect(lessonDayLabel("2026-03-03", "2026-03-02")).toBe("Amanhã");
  });

  it("says 'Amanhã' across a month and a year end", () => {
    expect(lessonDayLabel("2026-04-01", "2026-03-31")).toBe("Amanhã");
    expect(lessonDayLabel("2027-01-01", "2026-12-31")).toBe("Amanhã");
  });

  it("gives later days a long Portuguese date", () => {
    expect(lessonDayLabel("2026-03-04", "2026-03-02")).toBe("Quarta-feira, 4 de março");
    expect(lessonDayLabel("2026-03-29", "2026-03-02")).toBe("Domingo, 29 de março");
  });

  it("adds the year when the date is in another year", () => {
    expect(longDateLabel("2027-01-04", "2026-12-30")).toBe("Segunda-feira, 4 de janeiro de 2027");
  });

  it("writes a full date, as the changelog dates its releases", () => {
    expect(fullDateLabel("2026-11-21")).toBe("21 de novembro de 2026");
    expect(fullDateLabel("2026-03-29")).toBe("29 de março de 2026");
  });

  it("labels a week within a month, across months and across years", () => {
    expect(weekRangeLabel("2026-03-02")).toBe("2 a 8 de março de 2026");
    expect(weekRangeLabel("2026-03-30")).toBe("30 de março a 5 de abril de 2026");
    expect(weekRangeLabel("2025-12-29")).toBe("29 de dezembro de 2025 a 4 de janeiro de 2026");
  });

  it("heads a weekly column with a short weekday and day", () => {
    expect(weekDayHeading("2026-03-02")).toEqual({ weekday: "Seg", day: "2 mar" });
    expect(weekDayHeading("2026-03-07")).toEqual({ weekday: "Sáb", day: "7 mar" });
  });
});

describe("month and short date labels", () => {
  it("names a month in Portuguese with its year", () => {
    expect(monthLabel("2026-12")).toBe("dezembro de 2026");
    expect(monthLabel("2027-03")).toBe("março de 2027");
  });
});
