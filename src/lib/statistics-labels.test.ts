import { describe, expect, it } from "vitest";
import { formatCount, formatRate, formatVariation, monthShortLabel, weekdayName, weekdayShortName } from "@/lib/statistics-labels";

describe("statistics labels", () => {
  it("names the days of the week in Portuguese, Monday first", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(weekdayName)).toEqual([
      "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado", "Domingo",
    ]);
    expect([1, 2, 3, 4, 5, 6, 7].map(weekdayShortName)).toEqual(["Seg", "Ter", "Qua", "Qui", "Sex", "Sáb", "Dom"]);
  });

  it("writes months and numbers the Portuguese way", () => {
    expect(monthShortLabel("2026-11")).toBe("nov 26");
    expect(formatCount(1234)).toBe("1234");
    expect(formatCount(0.75)).toBe("0,75");
    expect(formatVariation(12.5)).toBe("+12,5%");
    expect(formatVariation(-3)).toBe("-3,0%");
    expect(formatVariation(0)).toBe("0,0%");
    expect(formatRate(66.7)).toBe("66,7%");
    expect(formatRate(100)).toBe("100%");
    expect(formatRate(null)).toBe("—");
  });
});
