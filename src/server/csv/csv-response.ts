import { stringify } from "csv-stringify/sync";

// Every CSV export of ACE (payments, statistics) for the club's accountant: UTF-8 with a BOM,
// ';' between fields and CRLF line ends, as Portuguese spreadsheets expect. Amounts come as
// decimal-comma strings (lib/money decimalComma). The first line says what the file is not.

export const INTERNAL_DOCUMENT_NOTICE = "Documento interno, sem valor fiscal";

export type CsvCell = string | number | null;

export function csvText(header: string[], rows: CsvCell[][]): string {
  const records = [[INTERNAL_DOCUMENT_NOTICE], header, ...rows.map((row) => row.map((cell) => cell ?? ""))];
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
