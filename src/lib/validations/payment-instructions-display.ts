// How the stored IBAN and MB WAY number read on screen; apart from their schemas, so that the
// settings screen does not load zod with its first page, nor ibantools (3 kB for its table of
// countries) for what is only spacing.

/** 'PT50 0002 0123 1234 5678 9015 4': groups of four, as members read and type it (ibantools' friendlyFormatIBAN). */
export const ibanForDisplay = (iban: string) => iban.replace(/[- ]/g, "").toUpperCase().replace(/(.{4})(?!$)/g, "$1 ");

/** '912 345 678'. */
export const mbwayForDisplay = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
