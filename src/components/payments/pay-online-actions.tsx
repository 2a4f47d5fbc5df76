"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { lazyComponent } from "@/components/lazy-component";
import type { PayablePayment } from "@/components/payments/multibanco-reference-dialog";
import { ReadyButton } from "@/components/ui/ready-button";

// Each loads when the member first taps its button.
const MbwayPaymentDialog = lazyComponent(() => import("@/components/payments/mbway-payment-dialog").then((module) => module.MbwayPaymentDialog));
const MultibancoReferenceDialog = lazyComponent(() =>
  import("@/components/payments/multibanco-reference-dialog").then((module) => module.MultibancoReferenceDialog),
);

type PayOnlineActionsProps = {
  payment: PayablePayment;
  /** The payment got paid in the app: the screen reads its payments again. Home's card, rendered on the server, is read again without it. */
  onPaid?: () => void;
};

/**
 * A pending payment the club's payment provider can take (instructions.online): 'Pagar com MB WAY'
 * and 'Referência Multibanco', in the row of PendingPaymentActions (docs/rules.md, "Payments").
 */
export function PayOnlineActions({ payment, onPaid }: PayOnlineActionsProps) {
  const router = useRouter();
  const [open, setOpen] = useState<"mbway" | "multibanco" | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <ReadyButton type="button" className="px-3" onClick={() => setOpen("mbway")}>
        Pagar com MB WAY
      </ReadyButton>
      <ReadyButton type="button" variant="secondary" className="px-3" onClick={() => setOpen("multibanco")}>
        Referência Multibanco
      </ReadyButton>
      {open === "mbway" && <MbwayPaymentDialog payment={payment} onClose={close} onPaid={onPaid ?? (() => router.refresh())} />}
      {open === "multibanco" && <MultibancoReferenceDialog payment={payment} onClose={close} />}
    </>
  );
}
