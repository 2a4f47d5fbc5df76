import { describe, expect, it } from "vitest";
import { shortDateLabel } from "@/lib/short-date-label";

describe("shortDateLabel", () => {
  it("writes a date as dd/MM/yyyy", () => {
    expect(shortDateLabel("2026-03-02")).toBe("02/03/2026");
  });
});
