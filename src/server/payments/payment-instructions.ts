import type { PaymentInstructionsJson } from "@/lib/payment-json";
import { ibanForDisplay, mbwayForDisplay } from "@/lib/validations/payment-instructions";
import type { Tx } from "@/server/db";
import { db } from "@/server/db";

/** How to pay the club (settings payment_iban, payment_mbway), as members read it; null when unset. */
export async function paymentInstructions(client: Tx = db): Promise<PaymentInstructionsJson> {
  const rows = await client.setting.findMany({
    where: { key: { in: ["payment_iban", "payment_mbway"] } },
    select: { key: true, value: true },
  });
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return toPaymentInstructions(value("payment_iban"), value("payment_mbway"));
}

/** The instructions from the two stored settings (absent or empty: not shown). */
export function toPaymentInstructions(iban: string | null | undefined, mbway: string | null | undefined): PaymentInstructionsJson {
  return { iban: iban ? ibanForDisplay(iban) : null, mbway: mbway ? mbwayForDisplay(mbway) : null };
}

