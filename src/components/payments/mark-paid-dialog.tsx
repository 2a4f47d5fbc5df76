"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { loadOverNetwork } from "@/lib/api-client";
import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import { markPaymentPaid } from "@/lib/mark-paid-api";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentJson, type PaymentMethod } from "@/lib/payment-json";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { INPUT_CLASS } from "@/components/ui/input-class";
import { TextareaField } from "@/components/ui/textarea-field";

/** A mark the network failed (docs/rules.md, "On the phone"). */
const NOT_MARKED_PAID = "Sem ligação à internet. O pagamento não foi marcado como pago: tente novamente.";

/** What the dialog names and sends: the payments screen's cards and the member's page both have it. */
export type MarkablePayment = Pick<PaymentJson, "id" | "user_name" | "month" | "amount"> &
  /** How the member said they paid ('Já paguei'): the method the dialog starts with. */
  Partial<Pick<PaymentJson, "member_reported_method">>;

type MarkPaidDialogProps = { payment: MarkablePayment | null; onClose: () => void; onPaid: () => void };

/**
 * Records a pending payment as paid, with how it was paid and an optional note (PUT
 * /api/payments/mark-paid), from the payments screen and the member's page.
 */
export function MarkPaidDialog({ payment, onClose, onPaid }: MarkPaidDialogProps) {
  return (
    <Modal
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Marcar como Pago"
      description={payment ? `${payment.user_name}, ${monthLabel(payment.month)}: ${formatEuros(payment.amount)}` : ""}
      showDescription
    >
      {payment && <MarkPaidForm key={payment.id} payment={payment} onClose={onClose} onPaid={onPaid} />}
    </Modal>
  );
}

function MarkPaidForm({ payment, onClose, onPaid }: { payment: MarkablePayment; onClose: () => void; onPaid: () => void }) {
  const methodId = useId();
  const [method, setMethod] = useState<PaymentMethod | "">(payment.member_reported_method ?? "");
  const [note, setNote] = useState("");
  const { error, saving, invalid, run } = useFormSubmission("Erro ao marcar como pago", NOT_MARKED_PAID);
  // The form's schema comes while the trainer chooses, so that the tap sends at once.
  useEffect(() => void loadSchema().catch(() => {}), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Busy from the tap on, the schema's loading included: a second tap sends nothing.
    void run(async () => {
      const { markPaidBodySchema } = await loadSchema();
      const parsed = markPaidBodySchema.safeParse({ payment_id: payment.id, method: method || null, note });
      if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro ao marcar como pago");
      const result = await markPaymentPaid(payment.id, parsed.data.method, parsed.data.note);
      toast.success(result.message || "Pagamento marcado como pago.");
      onPaid();
      onClose();
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormAlert message={error} />
      <div>
        <label htmlFor={methodId} className="mb-1 block text-sm font-medium text-slate-700">
          Método de pagamento
        </label>
        <select
          id={methodId}
          value={method}
          disabled={saving}
          onChange={(event) => setMethod(event.target.value as PaymentMethod | "")}
          className={INPUT_CLASS}
        >
          <option value="">Não indicado</option>
          {PAYMENT_METHODS.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_METHOD_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <TextareaField
        label="Nota (opcional)"
        value={note}
        maxLength={500}
        disabled={saving}
        onChange={(event) => setNote(event.target.value)}
      />
      <DialogActions busy={saving} onBack={onClose} label="Marcar como pago" busyLabel="A guardar..." />
    </form>
  );
}

function loadSchema() {
  return loadOverNetwork(import("@/lib/validations/payments"));
}
