"use client";

import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import { deletePayment } from "@/lib/payment-api";
import type { PaymentJson } from "@/lib/payment-json";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { MarkPaidDialog } from "@/components/payments/mark-paid-dialog";
import { PaymentDetailsDialog } from "@/components/payments/payment-details-dialog";
import { toast } from "@/components/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EditAmountDialog } from "./edit-amount-dialog";

/** What the trainer opened on a payment card. */
export type PaymentAction = { kind: "pay" | "amount" | "delete" | "details"; payment: PaymentJson };

type PaymentDialogsProps = {
  action: PaymentAction | null;
  onClose: () => void;
  /** A payment changed or went: the list behind reloads (and the navbar badge with it). */
  onChanged: () => void;
};

/** The dialogs of a payment card's actions: mark paid, edit the amount, delete, details. */
export function PaymentDialogs({ action, onClose, onChanged }: PaymentDialogsProps) {
  const opened = (kind: PaymentAction["kind"]) => (action?.kind === kind ? action.payment : null);
  return (
    <>
      <MarkPaidDialog payment={opened("pay")} onClose={onClose} onPaid={onChanged} />
      <EditAmountDialog payment={opened("amount")} onClose={onClose} onSaved={onChanged} />
      <DeletePaymentDialog payment={opened("delete")} onClose={onClose} onDeleted={onChanged} />
      <PaymentDetailsDialog payment={opened("details")} onClose={onClose} showMember />
    </>
  );
}

function DeletePaymentDialog({ payment, onClose, onDeleted }: { payment: PaymentJson | null; onClose: () => void; onDeleted: () => void }) {
  const deletion = useFormSubmission("Erro ao eliminar pagamento");

  function close() {
    deletion.clearError();
    onClose();
  }

  async function handleDelete() {
    if (!payment) return;
    await deletion.run(async () => {
      const result = await deletePayment(payment.id);
      toast.success(result.message || "Pagamento eliminado.");
      onDeleted();
      close();
    });
  }

  const question = payment
    ? `Tem a certeza de que pretende eliminar o pagamento de ${monthLabel(payment.month)} de ${payment.user_name} (${formatEuros(payment.amount)})?` +
      (payment.status === "paid" ? " Este pagamento já foi marcado como pago." : "")
    : "";
  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => !open && close()}
      title="Eliminar Pagamento"
      message={question}
      confirmLabel="Eliminar"
      busyLabel="A eliminar..."
      busy={deletion.saving}
      destructive
      error={deletion.error}
      onConfirm={handleDelete}
    />
  );
}
