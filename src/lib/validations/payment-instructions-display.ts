import { friendlyFormatIBAN } from "ibantools";

// How the stored IBAN and MB WAY number read on screen; apart from their schemas, so that the
// settings screen does not load zod with its first page.

/** 'PT50 0002 0123 1234 5678 9015 4': groups of four, as members read and type it. */
export const ibanForDisplay = (iban: string) => friendlyFormatIBAN(iban) ?? iban;

/** '912 345 678'. */
export const mbwayForDisplay = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
