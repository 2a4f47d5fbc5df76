import { describe, expect, it } from "vitest";
import { countLabel, plural } from "@/lib/plural";

const lessons = { one: "aula", other: "aulas" };

describe("plural", () => {
  it("takes the singular for one only: zero is plural in pt-PT", () => {
    expect(plural(1, lessons)).toBe("aula");
    expect(plural(0, lessons)).toBe("aulas");
    expect(plural(2, lessons)).toBe("aulas");
    expect(plural(21, lessons)).toBe("aulas");
  });

  it("reads fractions and negatives as pt-PT does", () => {
    expect(plural(1.5, { one: "hora", other: "horas" })).toBe("horas");
    expect(plural(0.5, { one: "hora", other: "horas" })).toBe("horas");
    expect(plural(-1, lessons)).toBe("aula");
  });

  it("takes the plural for whole millions (CLDR's 'many')", () => {
    expect(plural(1_000_000, lessons)).toBe("aulas");
  });

  it("inflects phrases, not only nouns", () => {
    expect(plural(1, { one: "pessoa está", other: "pessoas estão" })).toBe("pessoa está");
    expect(plural(3, { one: "pessoa está", other: "pessoas estão" })).toBe("pessoas estão");
  });
});

describe("countLabel", () => {
  it("puts the count before its form", () => {
    expect(countLabel(1, lessons)).toBe("1 aula");
    expect(countLabel(0, lessons)).toBe("0 aulas");
    expect(countLabel(3, { one: "disponibilidade criada", other: "disponibilidades criadas" })).toBe("3 disponibilidades criadas");
  });

  it("writes the number the pt-PT way", () => {
    expect(countLabel(1234, lessons)).toBe("1234 aulas");
    expect(countLabel(12345, lessons)).toBe("12\u00a0345 aulas");
    expect(countLabel(1.5, { one: "hora", other: "horas" })).toBe("1,5 horas");
  });
});
