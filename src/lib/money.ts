// Money as members read it: euros with 2 decimals, Portuguese separators, grouped thousands
// ('1 234,50 €'). The spaces are no-break spaces, so an amount never wraps across lines.

const euros = new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR", useGrouping: "always" });

export function formatEuros(amount: number): string {
  // Some ICU versions use a narrow no-break space; one character everywhere keeps texts equal.
  return euros.format(amount).replace(/[\u202f\u00a0 ]/g, "\u00a0");
}

/** The amount as a plain decimal with a comma ('1234,50'), for CSV files and form fields. */
export function decimalComma(amount: number): string {
  return amount.toFixed(2).replace(".", ",");
}
