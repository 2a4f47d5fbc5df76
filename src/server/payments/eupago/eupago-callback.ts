import { createHash, timingSafeEqual } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import type { EupagoCallbackQuery } from "@/lib/validations/payments";
import { consumeRateLimits } from "@/server/rate-limit";
import { db } from "@/server/db";
import { ConflictError, ForbiddenError, NotFoundError } from "@/server/errors";
import { noticePaymentReceived } from "@/server/notices/payment-received";
import { readEupagoSource } from "@/server/payments/eupago/eupago-source";

// GET /api/payments/callback/eupago: Eupago's notification that a reference was paid, in its
// documented form (https://eupago.readme.io/reference/webhooks: valor, referencia, transacao,
// identificador, mp, chave_api...). The app's only write without a session (docs/rules.md,
// "Payments"): limited per address, and believed only when its key is the club's, it names a
// request the club made (identifier and reference together) by its method, and its amount is the
// one asked and still the payment's. It marks the payment paid and tells the member once, however
// often it comes; anything else changes nothing and is logged.

export const CALLBACK_WRONG_KEY = "Chave inválida.";
export const CALLBACK_UNKNOWN = "Pedido de pagamento desconhecido.";
export const CALLBACK_OTHER_AMOUNT = "O valor não corresponde ao pedido.";

/** Eupago's payment method codes (`mp`) for the two ways ACE asks for. */
const METHOD_CODES = { "MW:PT": "mbway", "PC:PT": "multibanco" } as const;

export type CallbackOutcome = { paid: boolean };

/** The callback's limits (counted before the key is checked): per address, and in all. */
const callbackLimits = (address: string | null) => [
  { key: `eupago-callback:${address ?? "unknown"}`, max: 60, windowSeconds: 60 },
  { key: "eupago-callback", max: 600, windowSeconds: 60 },
];

export async function receiveEupagoCallback(query: EupagoCallbackQuery, address: string | null): Promise<CallbackOutcome> {
  await consumeRateLimits(callbackLimits(address));
  const source = await readEupagoSource();
  if (!source || !sameKey(query.chave_api, source.apiKey)) {
    console.warn(`[ace] eupago callback refused: wrong key (reference ${query.referencia}, from ${address ?? "unknown"})`);
    throw new ForbiddenError(CALLBACK_WRONG_KEY);
  }
  const method = METHOD_CODES[query.mp as keyof typeof METHOD_CODES] as "mbway" | "multibanco" | undefined;
  const request = method
    ? await db.paymentProviderRequest.findFirst({
        where: { identifier: query.identificador, reference: query.referencia, method },
        select: { paymentId: true, method: true, amount: true },
      })
    : null;
  if (!request) {
    console.warn(`[ace] eupago callback refused: no such request (reference ${query.referencia}, ${query.mp})`);
    throw new NotFoundError(CALLBACK_UNKNOWN);
  }
  const amount = new Prisma.Decimal(query.valor.replace(",", "."));
  if (!amount.equals(request.amount)) {
    console.warn(`[ace] eupago callback refused: ${amount.toFixed(2)} paid for a request of ${request.amount.toFixed(2)} (payment ${request.paymentId})`);
    throw new ConflictError(CALLBACK_OTHER_AMOUNT);
  }

  const paid = await db.$transaction(async (tx) => {
    // Conditional update: pending and still of the amount asked. Repeats, and a payment the
    // trainer marked paid meanwhile (or whose amount they changed), change nothing.
    const { count } = await tx.payment.updateMany({
      where: { id: request.paymentId, status: "pending", amount: request.amount },
      data: {
        status: "paid",
        paidAt: now(),
        method: request.method,
        paidById: null,
        note: `Pago na app por ${request.method === "mbway" ? "MB WAY" : "Multibanco"} (Eupago, transação ${query.transacao}).`,
      },
    });
    if (count === 0) return false;
    const payment = await tx.payment.findUniqueOrThrow({
      where: { id: request.paymentId },
      select: { month: true, amount: true, user: { select: { id: true, name: true, email: true } } },
    });
    await noticePaymentReceived(tx, payment.user, { month: payment.month, amount: payment.amount.toString(), method: request.method });
    return true;
  });
  if (!paid) console.warn(`[ace] eupago callback for payment ${request.paymentId} changed nothing: already paid, or its amount changed (transaction ${query.transacao})`);
  return { paid };
}

/** Compares two keys in constant time (of their hashes: the lengths may differ). */
function sameKey(given: string, expected: string): boolean {
  const digest = (key: string) => createHash("sha256").update(key).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
