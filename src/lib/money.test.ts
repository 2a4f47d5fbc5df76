import { describe, expect, it } from "vitest";
import { decimalComma, formatEuros } from "@/lib/money";

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
