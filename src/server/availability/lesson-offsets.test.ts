import { describe, expect, it } from "vitest";
import { leftoverMinutes, lessonOffsets, windowLeftover } from "@/server/availability/lesson-offsets";

describe("lessonOffsets", () => {
  it("cuts a window into consecutive lessons from its start", () => {
    expect(lessonOffsets(180, 45)).toEqual([0, 45, 90, 135]);
    expect(lessonOffsets(120, 60)).toEqual([0, 60]);
  });

  it("drops a remainder shorter than a lesson", () => {
    expect(lessonOffsets(150, 60)).toEqual([0, 60]);
    expect(lessonOffsets(44, 45)).toEqual([]);
    expect(lessonOffsets(0, 45)).toEqual([]);
  });
});

describe("leftoverMinutes and windowLeftover", () => {
  it("count the minutes at the end that no lesson covers", () => {
    expect(leftoverMinutes(150, 60)).toBe(30);
    expect(leftoverMinutes(180, 45)).toBe(0);
    expect(leftoverMinutes(44, 45)).toBe(44);
  });

  it("say so in Portuguese, singular and plural, with the weekday when given", () => {
    const window = (start_time: string, end_time: string, minutes: number) => ({ start_time, end_time, minutes });
    expect(windowLeftover(window("18:00", "20:30", 150), 60)).toEqual({ minutes: 30, message: "Sobram 30 minutos no fim do intervalo 18:00 - 20:30." });
    expect(windowLeftover(window("09:00", "10:01", 61), 60, "segunda-feira")).toEqual({
      minutes: 1,
      message: "Sobra 1 minuto no fim do intervalo 09:00 - 10:01 de segunda-feira.",
    });
    expect(windowLeftover(window("18:00", "18:30", 30), 45)).toEqual({
      minutes: 30,
      message: "O intervalo 18:00 - 18:30 é mais curto do que uma aula (45 minutos): não abre nenhuma aula.",
    });
    expect(windowLeftover(window("09:00", "12:00", 180), 45)).toBeNull();
  });
});
