import { describe, expect, it } from "vitest";
import { DATE_FORMAT_MESSAGE, dateFieldText, readTypedDate, spelledOutDate } from "@/lib/typed-date";

describe("readTypedDate", () => {
  it("reads the day first, with any separator people type", () => {
    for (const typed of ["07/03/2026", "7/3/2026", "07-03-2026", "7.3.2026", "07 03 2026", " 07 / 03 / 2026 ", "07032026"]) {
      expect(readTypedDate(typed), typed).toEqual({ date: "2026-03-07" });
    }
    expect(readTypedDate("15122026")).toEqual({ date: "2026-12-15" });
    expect(readTypedDate("03/12/2027")).toEqual({ date: "2027-12-03" });
  });

  it("never reads the month first", () => {
    // 12/03 is 12 March, not 3 December; 03/15 has no 15th month.
    expect(readTypedDate("12/03/2027")).toEqual({ date: "2027-03-12" });
    expect(readTypedDate("03/15/2026")).toEqual({ error: "A data 03/15/2026 não existe." });
  });

  it("reads a date written year first, which cannot be swapped", () => {
    expect(readTypedDate("2026-03-07")).toEqual({ date: "2026-03-07" });
    expect(readTypedDate("2026-3-7")).toEqual({ date: "2026-03-07" });
  });

  it("refuses a day the month does not have, by name", () => {
    expect(readTypedDate("31/02/2026")).toEqual({ error: "A data 31/02/2026 não existe." });
    expect(readTypedDate("29/02/2026")).toEqual({ error: "A data 29/02/2026 não existe." });
    expect(readTypedDate("29/02/2028")).toEqual({ date: "2028-02-29" });
    expect(readTypedDate("31/04/2026")).toEqual({ error: "A data 31/04/2026 não existe." });
    expect(readTypedDate("00/01/2026")).toEqual({ error: "A data 00/01/2026 não existe." });
    expect(readTypedDate("10/00/2026")).toEqual({ error: "A data 10/00/2026 não existe." });
    expect(readTypedDate("2026-02-30")).toEqual({ error: "A data 30/02/2026 não existe." });
  });

  it("refuses what is not yet a whole date, so nothing acts on half of one", () => {
    for (const typed of ["1", "15", "151", "1512", "15122", "151220", "1512202", "15/12", "15/12/", "15/12/2", "15/12/202"]) {
      expect(readTypedDate(typed), typed).toEqual({ error: DATE_FORMAT_MESSAGE });
    }
  });

  it("refuses two-digit years, other shapes and years out of range", () => {
    for (const typed of ["07/03/26", "070326", "7032026", "07/03/20266", "7 de março", "07/03-2026x", "07//03/2026", "01/01/1899", "01/01/2101"]) {
      expect(readTypedDate(typed), typed).toEqual({ error: DATE_FORMAT_MESSAGE });
    }
  });

  it("reads a blank field as no date", () => {
    expect(readTypedDate("")).toEqual({ date: "" });
    expect(readTypedDate("   ")).toEqual({ date: "" });
  });
});

describe("dateFieldText and spelledOutDate", () => {
  it("show a club date back the Portuguese way", () => {
    expect(dateFieldText("2026-03-07")).toBe("07/03/2026");
    expect(spelledOutDate("2026-03-07")).toBe("Sábado, 7 de março de 2026");
    expect(spelledOutDate("2027-12-03")).toBe("Sexta-feira, 3 de dezembro de 2027");
  });

  it("round-trips every day of a leap year", () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      expect(readTypedDate(dateFieldText(date))).toEqual({ date });
    }
  });
});
