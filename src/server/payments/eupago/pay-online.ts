import { randomBytes } from "node:crypto";
import { addMinutes } from "date-fns";
import { Prisma } from "@/generated/prisma/client";
import { monthLabel } from "@/lib/calendar-labels";
import { now } from "@/lib/club-time";
import { formatEuros } from "@/lib/money";
import type { MbwayRequestJson, MultibancoReferenceJson } from "@/lib/payment-json";
import { db } from "@/server/db";
import { ConflictError, InvalidInputError, NotFoundError, ServiceBusyError } from "@/server/errors";
import { askEupago, EUPAGO_PATHS, PROVIDER_REFUSED } from "@/server/payments/eupago/eupago-client";
import { readEupagoSource, type EupagoSource } from "@/server/payments/eupago/eupago-source";
import { PAYMENT_NOT_FOUND } from "@/server/payments/payment-json";

// A member pays their own pending payment in the app (docs/rules.md, "Payments"): an MB WAY
// request sent to their phone, or a Multibanco reference. Each request the club makes of the
// provider is kept (payment_provider_requests) with the amount it asked: the callback is believed
// only for those. The provider is called outside any transaction.

export const NO_PROVIDER = "O clube não tem pagamentos por MB WAY e Multibanco configurados.";
export const ALREADY_PAID_ONLINE = "Este pagamento já está pago.";
export const NO_MBWAY = "Este número não tem MB WAY. Confirme o número ou escolha outra forma de pagar.";
/** How long the member has to accept an MB WAY request in their app (set by the provider). */
export const MBWAY_MINUTES = 4;
const MBWAY_MINIMUM = new Prisma.Decimal("0.50");
const MULTIBANCO_MINIMUM = new Prisma.Decimal("1.00");
/** Eupago's `estado` for an MB WAY alias (phone) it does not know. */
const UNKNOWN_ALIAS = -9;

type PendingPayment = { id: number; month: string; amount: Prisma.Decimal };

/** POST /api/payments/{id}/mbway: asks the provider to send the request to the member's MB WAY app. */
export async function requestMbwayPayment(memberId: number, paymentId: number, phone: string): Promise<MbwayRequestJson> {
  const payment = await ownPendingPayment(memberId, paymentId);
  const source = await providerOrRefuse();
  if (payment.amount.lessThan(MBWAY_MINIMUM)) throw new InvalidInputError(`O valor mínimo para pagar por MB WAY é ${formatEuros(0.5)}.`);
  const identifier = newIdentifier(payment.id);
  const answer = await askEupago(source, EUPAGO_PATHS.mbway, {
    valor: Number(payment.amount),
    id: identifier,
    alias: phone,
    descricao: `Mensalidade de ${monthLabel(payment.month)}`,
  });
  if (answer.sucesso !== true) {
    if (answer.estado === UNKNOWN_ALIAS) throw new InvalidInputError(NO_MBWAY);
    throw new ServiceBusyError(PROVIDER_REFUSED, 60);
  }
  const expiresAt = addMinutes(now(), MBWAY_MINUTES);
  await keepRequest({ paymentId: payment.id, method: "mbway", identifier, reference: String(answer.referencia), entity: null, amount: payment.amount, phone, expiresAt });
  return { status: "pending", expires_at: expiresAt.toISOString(), minutes: MBWAY_MINUTES };
}

/** POST /api/payments/{id}/multibanco: the payment's reference (the one already asked for its amount, else a new one). */
export async function multibancoReference(memberId: number, paymentId: number): Promise<MultibancoReferenceJson> {
  const payment = await ownPendingPayment(memberId, paymentId);
  const source = await providerOrRefuse();
  return referenceJson(await multibancoReferenceFor(source, payment));
}

/**
 * The payment's Multibanco reference for its current amount: the one the club already has, or a
 * new one from the provider. Also for the pending-payment mail (payment-reference-mails.ts).
 */
export async function multibancoReferenceFor(source: EupagoSource, payment: PendingPayment) {
  const kept = await db.paymentProviderRequest.findFirst({
    where: { paymentId: payment.id, method: "multibanco", amount: payment.amount },
    orderBy: { id: "desc" },
    select: { entity: true, reference: true, amount: true },
  });
  if (kept) return kept;
  if (payment.amount.lessThan(MULTIBANCO_MINIMUM)) throw new InvalidInputError(`O valor mínimo para pagar por Multibanco é ${formatEuros(1)}.`);
  const identifier = newIdentifier(payment.id);
  const answer = await askEupago(source, EUPAGO_PATHS.multibanco, { valor: Number(payment.amount), id: identifier, per_dup: 0 });
  if (answer.sucesso !== true || answer.entidade === undefined) throw new ServiceBusyError(PROVIDER_REFUSED, 60);
  const request = { entity: String(answer.entidade), reference: String(answer.referencia), amount: payment.amount };
  await keepRequest({ paymentId: payment.id, method: "multibanco", identifier, phone: null, expiresAt: null, ...request });
  return request;
}

export function referenceJson(request: { entity: string | null; reference: string; amount: Prisma.Decimal }): MultibancoReferenceJson {
  return { entity: request.entity ?? "", reference: request.reference, amount: request.amount.toFixed(2) };
}

async function providerOrRefuse(): Promise<EupagoSource> {
  const source = await readEupagoSource();
  if (!source) throw new ConflictError(NO_PROVIDER);
  return source;
}

/** The member's own pending payment; another member's is not found, as an unknown one. */
async function ownPendingPayment(memberId: number, paymentId: number): Promise<PendingPayment> {
  const payment = await db.payment.findFirst({
    where: { id: paymentId, userId: memberId },
    select: { id: true, month: true, amount: true, status: true },
  });
  if (!payment) throw new NotFoundError(PAYMENT_NOT_FOUND);
  if (payment.status !== "pending") throw new ConflictError(ALREADY_PAID_ONLINE);
  return payment;
}

/** What ACE names a request at the provider (its `id`, the callback's `identificador`): unguessable. */
function newIdentifier(paymentId: number): string {
  return `ace-${paymentId}-${randomBytes(9).toString("hex")}`;
}

async function keepRequest(data: Prisma.PaymentProviderRequestUncheckedCreateInput): Promise<void> {
  try {
    await db.paymentProviderRequest.create({ data });
  } catch (error) {
    // Deleted by the trainer meanwhile: the request at the provider will never be believed.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003") throw new NotFoundError(PAYMENT_NOT_FOUND);
    throw error;
  }
}
