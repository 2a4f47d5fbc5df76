import { describe, expect, it } from "vitest";
import { animalAge, formatAnimalAge } from "@/lib/animal-age";

describe("animalAge", () => {
  it("counts whole years and months up to today", () => {
    expect(animalAge("2021-01-15", "2024-03-20")).toEqual({ years: 3, months: 2 });
  });

  it("does not count a month until its day has come", () => {
    expect(animalAge("2021-01-15", "2024-03-14")).toEqual({ years: 3, months: 1 });
    expect(animalAge("2021-01-15", "2024-03-15")).toEqual({ years: 3, months: 2 });
  });

  it("completes a year on the birthday, not the day before", () => {
    expect(animalAge("2020-06-10", "2021-06-09")).toEqual({ years: 0, months: 11 });
    expect(animalAge("2020-06-10", "2021-06-10")).toEqual({ years: 1, months: 0 });
  });

  it("completes a month on the last day of a shorter month", () => {
    expect(animalAge("2024-01-31", "2024-02-28")).toEqual({ years: 0, months: 0 });
    expect(animalAge("2024-01-31", "2024-02-29")).toEqual({ years: 0, months: 1 });
    expect(animalAge("2023-01-31", "2023-02-28")).toEqual({ years: 0, months: 1 });
    expect(animalAge("2020-02-29", "2021-02-28")).toEqual({ years: 1, months: 0 });
  });

  it("is zero on the day of birth and null for a birth date in the future", () => {
    expect(animalAge("2024-05-01", "2024-05-01")).toEqual({ years: 0, months: 0 });
    expect(animalAge("2024-05-02", "2024-05-01")).toBeNull();
  });

  it("is null for a date it cannot read", () => {
    expect(animalAge("", "2024-05-01")).toBeNull();
    expect(animalAge("01/05/2024", "2024-05-01")).toBeNull();
  });
});

describe("formatAnimalAge", () => {
  it("writes years and months in Portuguese, singular and plural", () => {
    expect(formatAnimalAge({ years: 3, months: 2 })).toBe("3 anos e 2 meses");
    expect(formatAnimalAge({ years: 1, months: 1 })).toBe("1 ano e 1 mês");
    expect(formatAnimalAge({ years: 2, months: 0 })).toBe("2 anos");
    expect(formatAnimalAge({ years: 0, months: 5 })).toBe("5 meses");
    expect(formatAnimalAge({ years: 0, months: 0 })).toBe("Menos de 1 mês");
    expect(formatAnimalAge(null)).toBe("—");
  });
});
