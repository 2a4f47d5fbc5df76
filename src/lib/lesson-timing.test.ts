import { describe, expect, it } from "vitest";
import { hasStarted, isInProgress, slotBadges } from "@/lib/lesson-timing";

// Lisbon is UTC+0 in winter: 10:00 club time is 10:00Z on 2 March 2026.
const slot = (id: number, start: string, end: string, status = "available") => ({
  id,
  status,
  starts_at: `2026-03-02T${start}:00.000Z`,
  ends_at: `2026-03-02T${end}:00.000Z`,
});
const at = (time: string) => new Date(`2026-03-02T${time}:00.000Z`);
const today = { from: "2026-03-02", to: "2026-03-02" };

describe("isInProgress / hasStarted", () => {
  const lesson = slot(1, "10:00", "11:00");

  it("is in progress from its start up to, not including, its end", () => {
    expect(isInProgress(lesson, at("09:59"))).toBe(false);
    expect(isInProgress(lesson, at("10:00"))).toBe(true);
    expect(isInProgress(lesson, at("10:59"))).toBe(true);
    expect(isInProgress(lesson, at("11:00"))).toBe(false);
  });

  it("has started from its start on", () => {
    expect(hasStarted(lesson, at("09:59"))).toBe(false);
    expect(hasStarted(lesson, at("10:00"))).toBe(true);
    expect(hasStarted(lesson, at("12:00"))).toBe(true);
  });
});

describe("slotBadges", () => {
  const day = [
    slot(1, "09:00", "10:00", "booked"),
    slot(2, "10:00", "11:00", "available"),
    slot(3, "11:00", "12:00", "blocked"),
    slot(4, "17:00", "18:00", "booked"),
    slot(5, "18:00", "19:00", "booked"),
  ];

  it("marks the slot in progress 'Agora' and the next booked one 'Seguinte'", () => {
    const badges = slotBadges(day, today, at("10:30"));
    expect(Object.fromEntries(badges)).toEqual({ 2: "Agora", 4: "Seguinte" });
  });

  it("can mark a booked lesson in progress 'Agora' and the following booked one 'Seguinte'", () => {
    expect(Object.fromEntries(slotBadges(day, today, at("17:15")))).toEqual({ 4: "Agora", 5: "Seguinte" });
  });

  it("gives 'Seguinte' to the earliest booked slot even when the list is not in order", () => {
    expect(Object.fromEntries(slotBadges([...day].reverse(), today, at("12:30")))).toEqual({ 4: "Seguinte" });
  });

  it("ignores free, blocked and past booked slots for 'Seguinte'", () => {
    expect(Object.fromEntries(slotBadges(day, today, at("19:30")))).toEqual({});
  });

  it("gives no badges to a range that does not hold today", () => {
    expect(slotBadges(day, { from: "2026-03-03", to: "2026-03-09" }, at("08:00")).size).toBe(0);
    expect(slotBadges(day, { from: "2026-02-23", to: "2026-03-01" }, at("08:00")).size).toBe(0);
  });

  it("decides today in club time: 23:30 UTC on 30 June is already 1 July in Lisbon", () => {
    const july = [{ id: 9, status: "booked", starts_at: "2026-07-01T08:00:00.000Z", ends_at: "2026-07-01T09:00:00.000Z" }];
    const now = new Date("2026-06-30T23:30:00.000Z");
    expect(Object.fromEntries(slotBadges(july, { from: "2026-07-01", to: "2026-07-01" }, now))).toEqual({ 9: "Seguinte" });
    expect(slotBadges(july, { from: "2026-06-30", to: "2026-06-30" }, now).size).toBe(0);
  });
});
