import { stringify } from "csv-stringify/sync";
import { decimalComma } from "@/lib/money";

// Every CSV export of ACE (payments, statistics) for the club's accountant: UTF-8 with a BOM,
// ';' between fields and CRLF line ends, as Portuguese spreadsheets expect. The first line says
// what the file is not.
//
// Text may come from members (names, emails, notes): a spreadsheet runs a cell that starts with
// '=', '+', '-', '@', a tab or a carriage return as a formula ('=HYPERLINK(...)' sends the row
// away), so such text is written with a leading ' and read as text (OWASP, "CSV injection").
// What ACE computes itself is passed typed and left alone, so it stays a number: counts as numbers,
// amounts as csvAmount (a decimal comma, '-12,50' included).

export const INTERNAL_DOCUMENT_NOTICE = "Documento interno, sem valor fiscal";

/** An amount in euros, written with a decimal comma ('1234,50'). */
export type CsvAmount = { readonly euros: number };
export const csvAmount = (euros: number): CsvAmount => ({ euros });

export type CsvCell = string | number | CsvAmount | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function cellValue(cell: CsvCell): string | number {
  if (cell === null) return "";
  if (typeof cell === "number") return cell;
  if (typeof cell === "object") return decimalComma(cell.euros);
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function csvText(header: string[], rows: CsvCell[][]): string {
  const records = [[INTERNAL_DOCUMENT_NOTICE], header, ...rows].map((row) => row.map(cellValue));
  return `\uFEFF${stringify(records, { delimiter: ";", record_delimiter: "windows", cast: { number: String } })}`;
}

/** A CSV download; `filename` without the extension ('pagamentos-2026-12'). */
export function csvResponse(filename: string, header: string[], rows: CsvCell[][]): Response {
  return new Response(csvText(header, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
