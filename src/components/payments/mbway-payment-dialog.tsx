"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { monthLabel } from "@/lib/calendar-labels";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { formatEuros } from "@/lib/money";
import { loadMyPhone, requestMbwayPayment } from "@/lib/online-payment-api";
import { mbwayWaitingLabel } from "@/lib/payment-labels";
import { phoneForDisplay } from "@/lib/phone";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import type { PayablePayment } from "@/components/payments/multibanco-reference-dialog";
import { usePaymentWatch } from "@/components/payments/use-payment-watch";
import { Button, Spinner } from "@/components/ui/button";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle-icon";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";

/** A request the network failed (docs/rules.md, "On the phone"). */
const NOT_SENT = "Sem ligação à internet. O pedido não foi enviado: tente novamente.";

type MbwayPaymentDialogProps = {
  payment: PayablePayment;
  onClose: () => void;
  /** The payment got paid: the screen reads its payments again once the dialog closes. */
  onPaid: () => void;
};

/**
 * 'Pagar com MB WAY' (POST /api/payments/{id}/mbway): the member's phone, prefilled from their
 * profile; once sent, the request waits on their MB WAY app for its minutes while the dialog
 * looks whether the payment got paid, then says so, or that the request expired and may be sent
 * again.
 */
export function MbwayPaymentDialog({ payment, onClose, onPaid }: MbwayPaymentDialogProps) {
  const [phone, setPhone] = useState("");
  const [request, setRequest] = useState<{ minutes: number; until: number } | null>(null);
  const watch = usePaymentWatch(payment.id, request?.until ?? null);
  const { error, saving, run } = useFormSubmission("Não foi possível enviar o pedido. Tente novamente.", NOT_SENT);
  const paid = watch === "paid";
  const amount = formatEuros(payment.amount);

  // The profile's phone, unless the member has started typing one.
  const typed = useRef(false);
  useEffect(
    () =>
      loadWhileCurrent(
        loadMyPhone(),
        (stored) => {
          // A Portuguese number reads '912 345 678'; MB WAY has no other, so a foreign one is not offered.
          const shown = stored ? phoneForDisplay(stored) : "";
          if (shown && !shown.startsWith("+") && !typed.current) setPhone(shown);
        },
        () => {}, // typed by hand, then
      ),
    [],
  );

  function send() {
    void run(
      async () => {
        const answer = await requestMbwayPayment(payment.id, phone);
        setRequest({ minutes: answer.minutes, until: Date.now() + answer.minutes * 60_000 });
      },
      { refusalInline: true },
    );
  }

  function close() {
    onClose();
    if (paid) onPaid();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title="Pagar com MB WAY"
      description={`Mensalidade de ${monthLabel(payment.month)}: ${amount}`}
      showDescription
    >
      {paid ? (
        <Paid amount={amount} onClose={close} />
      ) : request && watch === "waiting" ? (
        <Waiting minutes={request.minutes} amount={amount} onClose={close} />
      ) : request && !error && !saving ? (
        <Expired onSendAgain={send} onClose={close} />
      ) : (
        <form
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            send();
          }}
          noValidate
          className="space-y-4"
        >
          <FormAlert message={error} />
          <TextField
            label="Número de telemóvel MB WAY"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            disabled={saving}
            onChange={(event) => {
              typed.current = true;
              setPhone(event.target.value);
            }}
          />
          <p className="text-sm text-slate-600">O pedido de pagamento chega à app MB WAY deste número.</p>
          <DialogActions busy={saving} onBack={close} label="Enviar pedido" busyLabel="A enviar..." />
        </form>
      )}
    </Modal>
  );
}

function Waiting({ minutes, amount, onClose }: { minutes: number; amount: string; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <div role="status" className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-900">
        <Spinner className="mt-0.5 size-5 text-brand-700" />
        <div className="space-y-1">
          <p className="font-semibold">{mbwayWaitingLabel(minutes)}</p>
          <p>
            Valor: <strong className="tabular-nums">{amount}</strong>
          </p>
          <p className="text-slate-600">Esta janela mostra quando o pagamento for recebido.</p>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      </div>
    </div>
  );
}

/** Sent again, the form shows the phone it goes to while the request is under way, and any refusal. */
function Expired({ onSendAgain, onClose }: { onSendAgain: () => void; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        O pedido expirou sem ser aceite na app MB WAY. Pode enviá-lo de novo.
      </p>
      <DialogActions busy={false} onBack={onClose} label="Enviar de novo" busyLabel="A enviar..." onAction={onSendAgain} />
    </div>
  );
}

function Paid({ amount, onClose }: { amount: string; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <div role="status" className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
        <CheckCircleIcon className="size-5 shrink-0 text-green-700" />
        <div className="space-y-1">
          <p className="font-semibold">Pagamento recebido</p>
          <p>
            Recebemos <span className="tabular-nums">{amount}</span> por MB WAY. Obrigado!
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={onClose}>
          Concluir
        </Button>
      </div>
    </div>
  );
}
