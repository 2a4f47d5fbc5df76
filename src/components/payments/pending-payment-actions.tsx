import type { PaymentJson } from "@/lib/payment-json";
import { MemberPaidAction } from "@/components/payments/member-paid-action";
import { PayOnlineActions } from "@/components/payments/pay-online-actions";

type PendingPaymentActionsProps = {
  payment: PaymentJson;
  /** The club has a payment provider (instructions.online): the member may pay in the app. */
  online: boolean;
  /** After a payment paid in the app (PayOnlineActions): without it, the page is read again. */
  onPaid?: () => void;
};

/**
 * What a member may do with a pending payment of theirs, on home's card and the account page, in
 * one row that wraps: pay it by MB WAY or Multibanco in the app when the club can take it, and
 * 'Já paguei'.
 */
export function PendingPaymentActions({ payment, online, onPaid }: PendingPaymentActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {online && <PayOnlineActions payment={payment} onPaid={onPaid} />}
      <MemberPaidAction payment={payment} />
    </div>
  );
}
