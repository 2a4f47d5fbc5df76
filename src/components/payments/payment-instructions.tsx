import type { PaymentInstructionsJson } from "@/lib/payment-json";
import { CopyValue } from "@/components/payments/copy-value";

/**
 * 'Como pagar': the club's IBAN and MB WAY number, each with a copy button, when the trainer has set
 * them (settings payment_iban, payment_mbway); otherwise a line sending the member to the trainer.
 */
export function PaymentInstructions({ instructions }: { instructions: PaymentInstructionsJson }) {
  const { iban, mbway } = instructions;
  return (
    <section aria-label="Como pagar" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="text-sm font-semibold text-slate-900">Como pagar</h3>
      {!iban && !mbway ? (
        <p className="mt-1 text-sm text-slate-600">Contacte o treinador para saber como pagar.</p>
      ) : (
        <dl className="mt-2 space-y-3 text-sm">
          {iban && (
            <div>
              <dt className="text-slate-600">Transferência bancária (IBAN)</dt>
              <dd className="mt-1">
                <CopyValue value={iban} kind="iban" />
              </dd>
            </div>
          )}
          {mbway && (
            <div>
              <dt className="text-slate-600">MB WAY</dt>
              <dd className="mt-1">
                <CopyValue value={mbway} kind="mbway" />
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
