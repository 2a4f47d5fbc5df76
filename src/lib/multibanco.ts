// A Multibanco reference as people read and type it at an ATM: nine digits in groups of three.

/** '123456789' -> '123 456 789'. */
export function referenceForDisplay(reference: string): string {
  return reference.replace(/\D/g, "").replace(/(\d{3})(?=\d)/g, "$1 ");
}
