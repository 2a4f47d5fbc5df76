import { db } from "@/server/db";
import { NotFoundError } from "@/server/errors";
import { PAYMENT_NOT_FOUND } from "@/server/payments/payment-json";

/**
 * DELETE /api/payments: removes a payment made by mistake, paid ones included (docs/rules.md, "Payments").
 * What it was, who deleted it and when stay in payment_deletions.
 */
export async function deletePayment(trainerId: number, paymentId: number) {
  return db.$transaction(async (tx) => {
    const deleted = await tx.$queryRaw<{ id: number }[]>`
      WITH gone AS (DELETE FROM payments WHERE id = ${paymentId} RETURNING *)
      INSERT INTO payment_deletions (payment_id, user_id, month, amount, status, method, paid_at, deleted_by_id)
      SELECT id, user_id, month, amount, status, method, paid_at, ${trainerId} FROM gone
      RETURNING id`;
    if (deleted.length === 0) throw new NotFoundError(PAYMENT_NOT_FOUND);
    return { message: "Pagamento eliminado com sucesso!" };
  });
}
