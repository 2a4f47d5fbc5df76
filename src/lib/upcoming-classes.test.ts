import { describe, expect, it } from "vitest";
import { lessonDays, showMoreLabel, UPCOMING_PAGE_SIZE } from "@/lib/upcoming-classes";

const lesson = (id: number, date: string, time: string) => ({ id, date, starts_at: `${date}T${time}:00.000Z` });

describe("lessonDays", () => {
  const lessons = [
    lesson(3, "2026-03-03", "09:00"),
    lesson(1, "2026-03-02", "17:00"),
    lesson(2, "2026-03-02", "18:00"),
    lesson(4, "2026-03-05", "10:00"),
    lesson(5, "2026-03-05", "11:00"),
    lesson(6, "2026-03-06", "09:00"),
  ];

  it("groups lessons in start order under 'Hoje', 'Amanhã' and long dates", () => {
    const days = lessonDays(lessons, 10, "2026-03-02");
    expect(days.map((day) => [day.label, day.lessons.map((entry) => entry.id)])).toEqual([
      ["Hoje", [1, 2]],
      ["Amanhã", [3]],
      ["Quinta-feira, 5 de março", [4, 5]],
      ["Sexta-feira, 6 de março", [6]],
    ]);
  });

  it("shows only the first page, which may end inside a day", () => {
    const days = lessonDays(lessons, UPCOMING_PAGE_SIZE - 1, "2026-03-02");
    expect(days.map((day) => day.lessons.map((entry) => entry.id))).toEqual([[1, 2], [3], [4]]);
  });

  it("has no days without lessons", () => {
    expect(lessonDays([], UPCOMING_PAGE_SIZE, "2026-03-02")).toEqual([]);
  });
});

describe("showMoreLabel", () => {
  it("counts the lessons not yet shown", () => {
    expect(showMoreLabel(12, 5)).toBe("Ver mais (7 restantes)");
    expect(showMoreLabel(6, 5)).toBe("Ver mais (1 restante)");
  });

  it("is absent when everything is shown", () => {
    expect(showMoreLabel(5, 5)).toBeNull();
    expect(showMoreLabel(3, 5)).toBeNull();
  });
});
