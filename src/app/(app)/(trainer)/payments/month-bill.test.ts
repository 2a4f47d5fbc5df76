import { describe, expect, it } from "vitest";
import type { BookingsSummaryEntry } from "@/lib/payment-json";
import { monthBillLineSchema } from "@/lib/validations/payments";
import { billLines, billTotal, editAmount, readBill } from "./month-bill";

const entry = (user_id: number, fee: number | null, payment: BookingsSummaryEntry["payment"] = null): BookingsSummaryEntry => ({
  user_id,
  user_name: `Aluno ${user_id}`,
  user_email: `aluno${user_id}@ace.pt`,
  total_lessons: 2,
  animals: [{ animal_name: "Bolt", lesson_count: 2 }],
  has_fixed_monthly_fee: fee !== null,
  monthly_fee_amount: fee ?? 0,
  payment,
  suggested_amount: fee !== null && fee > 0 ? fee : null,
  prorated: false,
});

describe("the month's bill", () => {
  it("lists the members not yet billed: a fixed fee prefilled and in, no fee (or a zero one) empty and out", () => {
    const lines = billLines([entry(1, 1234.5), entry(2, null), entry(3, 0), entry(4, 30, { id: 9, amount: 30, status: "pending" })], {});
    expect(lines.map((line) => [line.entry.user_id, line.amount, line.included])).toEqual([
      [1, "1\u00a0234,50", true],
      [2, "", false],
      [3, "", false],
    ]);
  });

  it("prefills what the server reckoned: a price times the lessons, or a fixed fee's share", () => {
    const lines = billLines([{ ...entry(1, null), suggested_amount: 25 }, { ...entry(2, 30), suggested_amount: 3, prorated: true }], {});
    expect(lines.map((line) => [line.amount, line.included])).toEqual([
      ["25,00", true],
      ["3,00", true],
    ]);
  });

  it("typing an amount counts the member in; the trainer's choice to leave one out stays", () => {
    const typed = editAmount(undefined, "12,5");
    expect(typed).toEqual({ amount: "12,5", included: true });
    expect(editAmount({ included: false, amount: "30" }, "")).toEqual({ included: false, amount: "" });
    const lines = billLines([entry(1, 30), entry(2, null)], { 1: { included: false }, 2: typed });
    expect(lines.map((line) => [line.amount, line.included])).toEqual([
      ["30,00", false],
      ["12,5", true],
    ]);
  });

  it("totals the included amounts in cents, whatever way they were typed", () => {
    const lines = billLines([entry(1, null), entry(2, null), entry(3, null), entry(4, 99)], {
      1: { amount: "0,10", included: true },
      2: { amount: "0.20", included: true },
      3: { amount: "abc", included: true },
      4: { included: false },
    });
    expect(billTotal(lines)).toBe(0.3);
  });

  it("reads the included lines with the call's schema, or names each wrong one", () => {
    const good = billLines([entry(1, null), entry(2, 30), entry(3, null)], { 1: { amount: "1 234,50", included: true } });
    expect(readBill(good, monthBillLineSchema)).toEqual({
      ok: true,
      payments: [
        { user_id: 1, amount: "1234.50" },
        { user_id: 2, amount: "30.00" },
      ],
      total: 1264.5,
    });
    const bad = billLines([entry(1, null), entry(2, null), entry(3, null), entry(4, 20)], {
      1: { amount: "", included: true },
      2: { amount: "0", included: true },
      3: { amount: "12.345", included: true },
    });
    const read = readBill(bad, monthBillLineSchema);
    expect(read.ok).toBe(false);
    expect(!read.ok && [...read.errors]).toEqual([
      [1, "Indique o valor a cobrar."],
      [2, "Indique um valor superior a 0, com até 2 casas decimais."],
      [3, "Indique um valor superior a 0, com até 2 casas decimais."],
    ]);
  });
});
