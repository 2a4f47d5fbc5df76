"use client";

import { useEffect, useState, type FormEvent } from "react";
import { loadOverNetwork } from "@/lib/api-client";
import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import { reportMemberPayment } from "@/lib/member-paid-api";
import { MEMBER_REPORTED_METHODS, PAYMENT_METHOD_LABELS, type MemberReportedMethod, type PaymentJson } from "@/lib/payment-json";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { TextareaField } from "@/components/ui/textarea-field";

/** A report the network failed (docs/rules.md, "On the phone"). */
const NOT_SENT = "Sem ligação à internet. A indicação não foi enviada: tente novamente.";

export type ReportablePayment = Pick<PaymentJson, "id" | "month" | "amount" | "member_reported_method" | "member_reported_note">;

type MemberPaidDialogProps = { payment: ReportablePayment; onClose: () => void; onReported: (payment: PaymentJson) => void };

/**
 * 'Já paguei' (POST /api/payments/{id}/member-paid): the member tells the trainer how they paid
 * a pending payment by hand, with an optional note; home's card and the account page have it.
 */
export function MemberPaidDialog({ payment, onClose, onReported }: MemberPaidDialogProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Já paguei"
      description={`Mensalidade de ${monthLabel(payment.month)}: ${formatEuros(payment.amount)}`}
      showDescription
    >
      <MemberPaidForm payment={payment} onClose={onClose} onReported={onReported} />
    </Modal>
  );
}

function MemberPaidForm({ payment, onClose, onReported }: MemberPaidDialogProps) {
  const first = payment.member_reported_method;
  const [method, setMethod] = useState<MemberReportedMethod | "">(first === "transfer" || first === "mbway" ? first : "");
  const [note, setNote] = useState(payment.member_reported_note ?? "");
  const { error, saving, invalid, run } = useFormSubmission("Erro ao enviar a indicação", NOT_SENT);
  // The form's schema comes while the member chooses, so that the tap sends at once.
  useEffect(() => void loadSchema().catch(() => {}), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const { memberPaidBodySchema } = await loadSchema();
      const parsed = memberPaidBodySchema.safeParse({ method, note });
      if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro ao enviar a indicação");
      const reported = await reportMemberPayment(payment.id, parsed.data.method, parsed.data.note);
      toast.success("Indicação enviada ao treinador.");
      onReported(reported);
      onClose();
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormAlert message={error} />
      <fieldset>
        <legend className="mb-2 block text-sm font-medium text-slate-700">Como pagou?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {MEMBER_REPORTED_METHODS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-900 hover:border-brand-200 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="member_reported_method"
                value={value}
                checked={method === value}
                disabled={saving}
                onChange={() => setMethod(value)}
                className="accent-brand-600"
              />
              {PAYMENT_METHOD_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label="Nota para o treinador (opcional)"
        value={note}
        maxLength={500}
        disabled={saving}
        onChange={(event) => setNote(event.target.value)}
      />
      <DialogActions busy={saving} onBack={onClose} label="Enviar" busyLabel="A enviar..." />
    </form>
  );
}

function loadSchema() {
  return loadOverNetwork(import("@/lib/validations/payments"));
}
