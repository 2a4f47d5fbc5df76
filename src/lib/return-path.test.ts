import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@/lib/return-path";

describe("safeReturnPath", () => {
  it("keeps the app's own paths with their query", () => {
    expect(safeReturnPath("/students?tab=pending&aprovar=12")).toBe("/students?tab=pending&aprovar=12");
    expect(safeReturnPath("/calendar?view=day&date=2026-11-24#hoje")).toBe("/calendar?view=day&date=2026-11-24#hoje");
  });

  it("sends anything else home: other sites, protocol-relative and backslash tricks, nothing", () => {
    for (const value of ["https://mal.example/", "//mal.example/x", "/\\mal.example", "students", "", null, undefined]) {
      expect(safeReturnPath(value)).toBe("/");
    }
  });

  it("judges the path after the browser's clean-up: tabs, line breaks and backslashes hide no other site", () => {
    for (const value of ["/\t/evil.example/fake-login", "/\n/evil.example", "/\r\n/evil.example", "\\/evil.example", "/\t\\evil.example", "/%09/evil.example"].map((v) => (v.includes("%") ? decodeURIComponent(v) : v))) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBe("/");
    }
  });

  it("judges the path after its dot segments collapse: no '//' survives them", () => {
    const escapes = ["/.//evil.example/x", "/%2e//evil.example/x", "/%2E//evil.example", "/x/..//evil.example/x", "/..//evil.example", "/.\\/evil.example", "/././/evil.example", "/a/b/../..//evil.example"];
    for (const value of [...escapes, ...escapes.map(decodeURIComponent)]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBe("/");
    }
    // The app's own paths with dot segments are still the app's.
    expect(safeReturnPath("/x/../calendar")).toBe("/calendar");
  });

  it("never gives back a tab or line break, even inside the app's own path", () => {
    expect(safeReturnPath("/cal\tendar?x=1")).toBe("/calendar?x=1");
  });
});
