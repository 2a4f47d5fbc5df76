import { describe, expect, it } from "vitest";
import { amountFieldText, decimalComma, formatEuros, parseEuros } from "@/lib/money";

const nbsp = "\u00a0";

describe("formatEuros", () => {
  it("writes euros the Portuguese way, with grouped thousands and 2 decimals", () => {
    expect(formatEuros(1234.5)).toBe(`1${nbsp}234,50${nbsp}€`);
    expect(formatEuros(45)).toBe(`45,00${nbsp}€`);
    expect(formatEuros(0)).toBe(`0,00${nbsp}€`);
    expect(formatEuros(1234567.891)).toBe(`1${nbsp}234${nbsp}567,89${nbsp}€`);
  });
});

describe("decimalComma", () => {
  it("keeps 2 decimals with a comma and no grouping", () => {
    expect(decimalComma(1234.5)).toBe("1234,50");
    expect(decimalComma(0.1 + 0.2)).toBe("0,30");
  });
});

describe("parseEuros", () => {
  it("reads an amount as people type it, whatever their browser's language", () => {
    for (const typed of ["35,50", "35.50", "35,5", "35.5", " 35,50 € "]) expect(parseEuros(typed), typed).toBe("35.50");
    for (const typed of ["1 234,50", "1234,50", "1.234,50", "1,234.50", "1\u00a0234,50", "1\u202f234.5"]) expect(parseEuros(typed), typed).toBe("1234.50");
    expect(parseEuros("0")).toBe("0.00");
    expect(parseEuros("1 234")).toBe("1234.00");
    expect(parseEuros("1.234.567")).toBe("1234567.00");
    expect(parseEuros("99999999,99")).toBe("99999999.99");
  });

  it("refuses what is no amount, or could be two", () => {
    for (const typed of ["", "abc", "-1", "+1", "1e3", "35,5O", "1.2.3", "1,234,5", "12,3456", "1 234.567,50", "123456789", "100000000"]) {
      expect(parseEuros(typed), typed).toBeNull();
    }
    // 12 345 to some readers, 12,345 to others.
    expect(parseEuros("12.345")).toBeNull();
    expect(parseEuros("12,345")).toBeNull();
  });
});

describe("amountFieldText", () => {
  it("shows an amount with a decimal comma and grouped thousands", () => {
    expect(amountFieldText(1234.5)).toBe("1\u00a0234,50");
    expect(amountFieldText(0.1 + 0.2)).toBe("0,30");
    expect(amountFieldText(35)).toBe("35,00");
  });
});
