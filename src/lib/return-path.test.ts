import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@/lib/return-path";

describe("safeReturnPath", () => {
  it("keeps the app's own paths with their query", () => {
    expect(safeReturnPath("/students?tab=pending&aprovar=12")).toBe("/students?tab=pending&aprovar=12");
  });

  it("sends anything else home: other sites, protocol-relative and backslash tricks, nothing", () => {
    for (const value of ["https://mal.example/", "//mal.example/x", "/\\mal.example", "students", "", null, undefined]) {
      expect(safeReturnPath(value)).toBe("/");
    }
  });
});
