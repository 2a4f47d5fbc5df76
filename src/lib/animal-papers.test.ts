import { describe, expect, it } from "vitest";
import { hasEndedPapers, paperState } from "@/lib/animal-papers";

describe("paperState", () => {
  it("tells none, valid, ending within 14 days and ended apart", () => {
    expect(paperState(null, "2026-11-25")).toBe("none");
    expect(paperState("2026-12-10", "2026-11-25")).toBe("valid");
    expect(paperState("2026-12-09", "2026-11-25")).toBe("ending");
    expect(paperState("2026-11-25", "2026-11-25")).toBe("ending"); // its last valid day
    expect(paperState("2026-11-24", "2026-11-25")).toBe("ended");
  });

  it("marks an animal when either paper has ended", () => {
    expect(hasEndedPapers({ vaccination_valid_until: "2026-12-31", insurance_valid_until: "2026-11-01" }, "2026-11-25")).toBe(true);
    expect(hasEndedPapers({ vaccination_valid_until: null, insurance_valid_until: "2026-12-01" }, "2026-11-25")).toBe(false);
  });
});
