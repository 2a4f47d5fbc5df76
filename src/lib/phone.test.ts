import { describe, expect, it } from "vitest";
import { normalisePhone, phoneForDisplay } from "@/lib/phone";

describe("a member's phone", () => {
  it("reads Portuguese numbers with or without +351/00351, and international ones, as stored", () => {
    expect(normalisePhone("912 345 678")).toBe("+351912345678");
    expect(normalisePhone("00351-212-345-678")).toBe("+351212345678");
    expect(normalisePhone("+1 202 555 0100")).toBe("+12025550100");
    expect(normalisePhone("+351 1234")).toBeNull();
    expect(normalisePhone("0044 7911 123456")).toBeNull();
    expect(normalisePhone("712 345 678")).toBeNull();
  });

  it("shows a Portuguese number in groups of three, any other as stored", () => {
    expect(phoneForDisplay("+351912345678")).toBe("912 345 678");
    expect(phoneForDisplay("+447911123456")).toBe("+447911123456");
  });
});
