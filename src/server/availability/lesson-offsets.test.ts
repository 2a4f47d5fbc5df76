import { describe, expect, it } from "vitest";
import { lessonOffsets } from "@/server/availability/lesson-offsets";

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
