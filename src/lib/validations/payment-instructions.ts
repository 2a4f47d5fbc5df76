import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { z } from "zod";
import { ibanForDisplay, mbwayForDisplay } from "@/lib/validations/payment-instructions-display";

// How members pay the club (docs/rules.md, "Payments"): an IBAN for transfers and an MB WAY number. Both
// optional settings; an empty value means the club does not show that way.

export const IBAN_INVALID = "IBAN inválido: verifique o país e os dígitos de controlo.";
export const MBWAY_INVALID = "Número MB WAY inválido: indique um telemóvel português com 9 dígitos (ex.: 912 345 678).";

/** Stored in electronic format ('PT50000201231234567890154'), checked with ISO 13616 mod-97. */
export const ibanSchema = z
  .string({ error: IBAN_INVALID })
  .trim()
  .max(64, IBAN_INVALID)
  .transform((value, context) => {
    if (value === "") return "";
    const electronic = electronicFormatIBAN(value);
    if (!electronic || !isValidIBAN(electronic)) {
      context.addIssue({ code: "custom", message: IBAN_INVALID });
      return z.NEVER;
    }
    return electronic;
  });

/** Stored as the 9 digits of a Portuguese mobile number, without +351 or spaces. */
export const mbwayNumberSchema = z
  .string({ error: MBWAY_INVALID })
  .trim()
  .max(32, MBWAY_INVALID)
  .transform((value, context) => {
    if (value === "") return "";
    const digits = value.replace(/[\s.-]/g, "").replace(/^(\+|00)351/, "");
    if (!/^9[1236]\d{7}$/.test(digits)) {
      context.addIssue({ code: "custom", message: MBWAY_INVALID });
      return z.NEVER;
    }
    return digits;
  });

export { ibanForDisplay, mbwayForDisplay };
