import { describe, expect, it } from "vitest";
import { lessonCountLabel, mbwayWaitingLabel, paidLabel, sumEuros } from "@/lib/payment-labels";

describe("paidLabel", () => {
  it("says when and how a payment was paid, on the club's calendar", () => {
    // Winter: Lisbon is on UTC, so 23:30 UTC is still the 30th.
    expect(paidLabel({ status: "paid", paid_at: "2026-11-30T23:30:00.000Z", method: "mbway" })).toBe("Pago em 30/11/2026 (MB WAY)");
    // Summer time: 23:30 UTC is 00:30 of the next day in Lisbon.
    expect(paidLabel({ status: "paid", paid_at: "2026-07-31T23:30:00.000Z", method: null })).toBe("Pago em 01/08/2026");
    expect(paidLabel({ status: "pending", paid_at: null, method: null })).toBeNull();
  });
});

describe("lessonCountLabel", () => {
  it("is singular for one lesson", () => {
    expect(lessonCountLabel(1)).toBe("1 aula");
    expect(lessonCountLabel(4)).toBe("4 aulas");
  });
});

describe("sumEuros", () => {
  it("adds in cents", () => {
    expect(sumEuros([0.1, 0.2])).toBe(0.3);
    expect(sumEuros([])).toBe(0);
  });
});

describe("mbwayWaitingLabel", () => {
  it("gives the request's minutes, singular for one", () => {
    expect(mbwayWaitingLabel(4)).toBe("Aceite o pagamento na app MB WAY nos próximos 4 minutos.");
    expect(mbwayWaitingLabel(1)).toBe("Aceite o pagamento na app MB WAY no próximo minuto.");
  });
});
