"use client";

import { useState } from "react";
import type { PaymentJson } from "@/lib/payment-json";
import { memberReportedLabel } from "@/lib/payment-labels";
import { lazyComponent } from "@/components/lazy-component";
import { ReadyButton } from "@/components/ui/ready-button";
import type { ReportablePayment } from "@/components/payments/member-paid-dialog";

// Loads when the member first taps 'Já paguei'.
const MemberPaidDialog = lazyComponent(() => import("@/components/payments/member-paid-dialog").then((module) => module.MemberPaidDialog));

type MemberPaidActionProps = { payment: ReportablePayment & Pick<PaymentJson, "member_reported_at"> };

/**
 * A member's pending payment, on home's card and the account page: 'Já paguei', or, once told,
 * that the trainer is to confirm it, with 'Corrigir indicação' to tell it again (docs/rules.md,
 * "Payments").
 */
export function MemberPaidAction({ payment: initial }: MemberPaidActionProps) {
  const [payment, setPayment] = useState(initial);
  const [open, setOpen] = useState(false);
  const reportedAt = payment.member_reported_at;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {reportedAt && <p className="min-w-0 flex-1 basis-56 text-sm text-slate-700">{memberReportedLabel(reportedAt)}</p>}
      <ReadyButton type="button" variant="secondary" className="px-3" onClick={() => setOpen(true)}>
        {reportedAt ? "Corrigir indicação" : "Já paguei"}
      </ReadyButton>
      {open && <MemberPaidDialog payment={payment} onClose={() => setOpen(false)} onReported={setPayment} />}
    </div>
  );
}
