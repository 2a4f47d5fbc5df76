type FiguresTableProps = {
  /** What the table holds, read first by screen readers. */
  caption: string;
  /** Column headings: the first names the rows, the others hold numbers. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
};

/** A chart's figures as a table: what a screen reader reads, and what a reader checks. */
export function FiguresTable({ caption, columns, rows }: FiguresTableProps) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          {columns.map((column, index) => (
            <th key={column} scope="col" className={`py-2 font-medium ${index > 0 ? "pl-3 text-right" : ""}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...figures], row) => (
          <tr key={row} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
              {name}
            </th>
            {figures.map((figure, index) => (
              <td key={index} className="py-2 pl-3 text-right text-slate-900 tabular-nums">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
