"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { monthLabel } from "@/lib/calendar-labels";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { decimalComma, formatEuros } from "@/lib/money";
import { referenceForDisplay } from "@/lib/multibanco";
import { requestMultibancoReference } from "@/lib/online-payment-api";
import type { MultibancoReferenceJson, PaymentJson } from "@/lib/payment-json";
import { CopyValue } from "@/components/payments/copy-value";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";

export type PayablePayment = Pick<PaymentJson, "id" | "month" | "amount">;

type MultibancoReferenceDialogProps = { payment: PayablePayment; onClose: () => void };

/**
 * 'Referência Multibanco' (POST /api/payments/{id}/multibanco): the payment's entity, reference and
 * amount, each with a copy button, to pay at an ATM or in the bank's app. Asking again answers the
 * same reference, so it is asked each time the dialog opens.
 */
export function MultibancoReferenceDialog({ payment, onClose }: MultibancoReferenceDialogProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Referência Multibanco"
      description={`Mensalidade de ${monthLabel(payment.month)}: ${formatEuros(payment.amount)}`}
      showDescription
    >
      <MultibancoReference paymentId={payment.id} onClose={onClose} />
    </Modal>
  );
}

function MultibancoReference({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const [asked, setAsked] = useState(0);
  const [answer, setAnswer] = useState<{ asked: number; reference?: MultibancoReferenceJson; error?: string } | null>(null);

  useEffect(
    () =>
      loadWhileCurrent(
        requestMultibancoReference(paymentId),
        (reference) => setAnswer({ asked, reference }),
        (failure) => setAnswer({ asked, error: errorMessage(failure, "Não foi possível obter a referência. Tente novamente.") }),
      ),
    [paymentId, asked],
  );

  const current = answer?.asked === asked ? answer : null;
  if (!current) {
    return (
      <p role="status" className="py-4 text-center text-sm text-slate-600">
        A obter a referência...
      </p>
    );
  }
  if (!current.reference) {
    return (
      <div className="space-y-4">
        <FormAlert message={current.error ?? null} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Button type="button" onClick={() => setAsked((count) => count + 1)}>
            Tentar de novo
          </Button>
        </div>
      </div>
    );
  }
  return <ReferenceDetails reference={current.reference} onClose={onClose} />;
}

function ReferenceDetails({ reference, onClose }: { reference: MultibancoReferenceJson; onClose: () => void }) {
  const amount = Number(reference.amount);
  return (
    <div className="space-y-4">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-slate-600">Entidade</dt>
          <dd className="mt-1">
            <CopyValue value={reference.entity} kind="entity" />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Referência</dt>
          <dd className="mt-1">
            <CopyValue value={referenceForDisplay(reference.reference)} kind="reference" />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Valor</dt>
          <dd className="mt-1">
            <CopyValue value={formatEuros(amount)} kind="amount" copyText={decimalComma(amount)} />
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">
        Pague num caixa Multibanco ou na app do seu banco, em «Pagamentos de serviços». O pagamento fica registado quando o banco o
        confirmar.
      </p>
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      </div>
    </div>
  );
}
