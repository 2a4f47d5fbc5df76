// The payments API's JSON, as the browser reads it (docs/rules.md, "Payments").
// Amounts are numbers of euros rounded to 2 decimals; months are 'yyyy-MM'; instants ISO strings.

export type PaymentStatus = "pending" | "paid";
export type PaymentMethod = "cash" | "mbway" | "transfer" | "multibanco" | "other";

export const PAYMENT_METHODS: readonly PaymentMethod[] = ["cash", "mbway", "transfer", "multibanco", "other"];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Numerário",
  mbway: "MB WAY",
  transfer: "Transferência bancária",
  multibanco: "Multibanco",
  other: "Outro",
};

/** How a member may say they paid by hand ('Já paguei'): the club's IBAN or MB WAY number. */
export const MEMBER_REPORTED_METHODS = ["transfer", "mbway"] as const satisfies readonly PaymentMethod[];
export type MemberReportedMethod = (typeof MEMBER_REPORTED_METHODS)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { pending: "Pendente", paid: "Pago" };

export type PaymentJson = {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  month: string;
  /** The amount goes by both names; both carry the same value. */
  amount: number;
  total_amount: number;
  status: PaymentStatus;
  method: PaymentMethod | null;
  note: string | null;
  created_at: string;
  paid_at: string | null;
  /** 'Já paguei': when the member first said they paid it by hand, how and their note (docs/rules.md, "Payments"). */
  member_reported_at: string | null;
  member_reported_method: PaymentMethod | null;
  member_reported_note: string | null;
};

/** GET /api/payments?month, /payments/user: { payments }; /payments/pending: { pending_payments }. */
export type PaymentListJson = { payments: PaymentJson[] };
export type PendingPaymentsJson = { pending_payments: PaymentJson[] };

/** GET /api/payments/user-pending: the member's pending payments and how to pay them. */
export type UserPendingPaymentsJson = { payments: PaymentJson[]; instructions: PaymentInstructionsJson };

/**
 * The club's payment instructions (settings payment_iban, payment_mbway; null when not set), and
 * `online`: whether members may pay in the app, by MB WAY or a Multibanco reference (a payment
 * provider is configured).
 */
export type PaymentInstructionsJson = { iban: string | null; mbway: string | null; online: boolean };

/** POST /api/payments/{id}/mbway (202): the request is on the member's phone for `minutes`. */
export type MbwayRequestJson = { status: "pending"; expires_at: string; minutes: number };

/** POST /api/payments/{id}/multibanco (201): what to pay at an ATM or in the bank's app. */
export type MultibancoReferenceJson = { entity: string; reference: string; amount: string };

/** GET /api/payments/bookings-summary?month: one entry per member with lessons that month. */
export type BookingsSummaryEntry = {
  user_id: number;
  user_name: string;
  user_email: string;
  total_lessons: number;
  animals: { animal_name: string; lesson_count: number }[];
  has_fixed_monthly_fee: boolean;
  monthly_fee_amount: number;
  /** The member's payment for the month when one exists (what is already billed). */
  payment: { id: number; amount: number; status: PaymentStatus } | null;
  /**
   * What the month's bill prefills (docs/rules.md, "Payments"): the fixed fee (a share of it when
   * `prorated`), else the lessons × the price of the member's category; null: none, to be typed.
   */
  suggested_amount: number | null;
  /** The fixed fee's share for a member approved during the month ('proporcional'). */
  prorated: boolean;
};
export type BookingsSummaryJson = { month: string; summary: BookingsSummaryEntry[] };

/** POST /api/payments/generate (201). */
export type GeneratePaymentJson = { success: true; message: string; payment_id: number; payment: PaymentJson };

/** POST /api/payments/generate-many (201): the month's bill, every payment it created, by member name. */
export type GenerateManyPaymentsJson = { success: true; message: string; created: number; payments: PaymentJson[] };

/** POST /api/payments/generate-fixed-monthly-fees. */
export type FixedFeesJson = {
  success: true;
  message: string;
  created: number;
  skipped: number;
  /** Fixed-fee members approved after the month ended: not billed for it (docs/rules.md, "Payments"). */
  not_yet_members: number;
  /** Every day of the month is closed (docs/rules.md, "Payments"): no fixed fee billed. */
  closed_month: boolean;
};

/** GET /api/payments/details?payment_id: the payment and the lessons of its member that month. */
export type PaymentDetailsJson = {
  payment: PaymentJson;
  details: { date: string; start_time: string; end_time: string; animal_name: string }[];
};

/** One month's figures, or the range's totals (spec: payment statistics per month). */
export type PaymentMonthStatistics = {
  month: string;
  total_payments: number;
  pending_payments: number;
  paid_payments: number;
  total_amount: number;
  pending_amount: number;
  paid_amount: number;
};

/** GET /api/payments/statistics?start_month&end_month. */
export type PaymentStatisticsJson = {
  start_month: string;
  end_month: string;
  months: PaymentMonthStatistics[];
  totals: Omit<PaymentMonthStatistics, "month">;
  /** Total amount divided by the number of months (docs/rules.md, "Payments"). */
  average_payment: number;
};
