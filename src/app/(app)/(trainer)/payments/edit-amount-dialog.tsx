"use client";

import { useState, type FormEvent } from "react";
import { monthLabel } from "@/lib/calendar-labels";
import { amountFieldText, formatEuros } from "@/lib/money";
import { updatePaymentAmount } from "@/lib/payment-api";
import type { PaymentJson } from "@/lib/payment-json";
import { AmountField, LargeAmountQuestion, useLargeAmountCheck } from "@/components/forms/amount-field";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";

type EditAmountDialogProps = { payment: PaymentJson | null; onClose: () => void; onSaved: () => void };

/** Changes the amount of a pending payment (a paid one keeps what was paid). */
export function EditAmountDialog({ payment, onClose, onSaved }: EditAmountDialogProps) {
  return (
    <Modal
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Editar Valor"
      description={payment ? `${payment.user_name}, ${monthLabel(payment.month)}` : ""}
      showDescription
    >
      {payment && <EditAmountForm key={payment.id} payment={payment} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function EditAmountForm({ payment, onClose, onSaved }: { payment: PaymentJson; onClose: () => void; onSaved: () => void }) {
  const [amount, setAmount] = useState(amountFieldText(payment.amount));
  const largeAmount = useLargeAmountCheck();
  const { error, saving, invalid, run } = useFormSubmission("Erro ao atualizar o valor do pagamento");

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { updateAmountBodySchema } = await import("@/lib/validations/payments");
    const parsed = updateAmountBodySchema.safeParse({ payment_id: payment.id, amount });
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Indique um valor válido.");
    if (!largeAmount.mayProceed(parsed.data.amount)) return;
    await run(async () => {
      const result = await updatePaymentAmount(payment.id, parsed.data.amount);
      toast.success(result.message || "Valor do pagamento atualizado.");
      onSaved();
      onClose();
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormAlert message={error} />
      <LargeAmountQuestion amount={largeAmount.asking} />
      <AmountField label="Valor (€)" value={amount} onChange={setAmount} disabled={saving} />
      {/* The server settles a payment whose amount becomes 0 (docs/rules.md, "Payments"). */}
      <p className="text-sm text-slate-600">Um valor de {formatEuros(0)} fica registado como pago.</p>
      <DialogActions busy={saving} onBack={onClose} label={largeAmount.asking ? "Confirmar valor" : "Guardar valor"} busyLabel="A guardar..." />
    </form>
  );
}
