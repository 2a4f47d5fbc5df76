import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "@/lib/payment-json";
import { Badge } from "@/components/ui/badge";

/** 'Pendente' (amber) or 'Pago' (green). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={status === "paid" ? "green" : "amber"}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
