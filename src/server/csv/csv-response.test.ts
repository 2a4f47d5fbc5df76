import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvResponse, csvText, INTERNAL_DOCUMENT_NOTICE } from "@/server/csv/csv-response";

describe("CSV exports", () => {
  it("write UTF-8 with a BOM, ';' separated, quoting what needs it, with the internal-document notice first", () => {
    const text = csvText(["Aluno", "Valor"], [["Sá; \"Zé\"", "1234,50"], ["Ana", null]]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("\r\n");
    const rows = parse(text.slice(1), { delimiter: ";", relax_column_count: true });
    expect(rows).toEqual([[INTERNAL_DOCUMENT_NOTICE], ["Aluno", "Valor"], ["Sá; \"Zé\"", "1234,50"], ["Ana", ""]]);
  });

  it("answer as a download", async () => {
    const response = csvResponse("pagamentos-2026-12", ["A"], [[1]]);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="pagamentos-2026-12.csv"');
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()).charCodeAt(0)).toBe(0xfeff);
  });
});
