import { describe, expect, it } from "vitest";
import { calendarRange, clubDateParam, parseCalendarView, stepCalendarDate } from "@/lib/calendar-navigation";

describe("calendar navigation", () => {
  it("reads the view from the address, daily unless it says week", () => {
    expect(parseCalendarView("week")).toBe("week");
    expect(parseCalendarView("day")).toBe("day");
    expect(parseCalendarView(undefined)).toBe("day");
    expect(parseCalendarView(["week"])).toBe("day");
  });

  it("shows one day, or the Monday-to-Sunday week holding the date", () => {
    expect(calendarRange("day", "2026-03-04")).toEqual({ from: "2026-03-04", to: "2026-03-04" });
    expect(calendarRange("week", "2026-03-04")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    expect(calendarRange("week", "2026-03-08")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    expect(calendarRange("week", "2026-01-01")).toEqual({ from: "2025-12-29", to: "2026-01-04" });
  });

  it("steps a day in the daily view and a week in the weekly view, across DST and month ends", () => {
    expect(stepCalendarDate("day", "2026-03-29", 1)).toBe("2026-03-30");
    expect(stepCalendarDate("day", "2026-03-01", -1)).toBe("2026-02-28");
    expect(stepCalendarDate("week", "2026-03-25", 1)).toBe("2026-04-01");
    expect(stepCalendarDate("week", "2026-01-02", -1)).toBe("2025-12-26");
  });
});

describe("the calendar's ?date= value", () => {
  it("accepts exactly what the API's date parameter accepts", async () => {
    const { dateParamSchema } = await import("@/lib/validations/availability");
    const samples = [
      "2026-03-04", " 2026-03-04 ", "2024-02-29", "2025-02-29", "2100-02-29", "2000-02-29", "1900-01-01", "1899-12-31",
      "2100-12-31", "2101-01-01", "2026-13-01", "2026-00-10", "2026-04-31", "2026-04-30", "2026-4-3", "20260304", "",
      "   ", "hoje", "2026-03-04T10:00", "0999-01-01",
    ];
    for (const sample of samples) {
      const parsed = dateParamSchema.safeParse(sample);
      expect(clubDateParam(sample), sample).toBe(parsed.success ? parsed.data : null);
    }
    expect(clubDateParam(null)).toBeNull();
  });
});
