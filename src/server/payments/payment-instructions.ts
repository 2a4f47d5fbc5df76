import type { PaymentInstructionsJson } from "@/lib/payment-json";
import { ibanForDisplay, mbwayForDisplay } from "@/lib/validations/payment-instructions";
import type { Tx } from "@/server/db";
import { db } from "@/server/db";
import { sourceOf } from "@/server/payments/eupago/eupago-source";

/**
 * How to pay the club (settings payment_iban, payment_mbway), as members read it, null when
 * unset; and whether they may pay in the app (a payment provider is set: eupago-source.ts).
 */
export async function paymentInstructions(client: Tx = db): Promise<PaymentInstructionsJson> {
  const rows = await client.setting.findMany({
    where: { key: { in: ["payment_iban", "payment_mbway", "eupago_api_key"] } },
    select: { key: true, value: true },
  });
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return toPaymentInstructions(value("payment_iban"), value("payment_mbway"), sourceOf(value("eupago_api_key") ?? "") !== null);
}

/** The instructions from the stored settings (absent or empty: not shown). */
export function toPaymentInstructions(iban: string | null | undefined, mbway: string | null | undefined, online: boolean): PaymentInstructionsJson {
  return { iban: iban ? ibanForDisplay(iban) : null, mbway: mbway ? mbwayForDisplay(mbway) : null, online };
}

