import { describe, expect, it } from "vitest";
import { closedDayLabel, closureOn } from "@/lib/closure-json";
import { closureEffectsText, closurePeriodLabel, closureResultText } from "@/lib/closure-labels";

// What the trainer and the calendar read about a closed period (docs/rules.md, "Closures").

const closure = (result: { cancelled_bookings: number; removed_waitlist: number; blocked_slots: number }) => ({
  closure: { id: 1, start_date: "2026-12-21", end_date: "2026-12-27", reason: "Férias" },
  ...result,
});

describe("closure labels", () => {
  it("say what was done with the plural helper, a cancelled lesson's slot not counted again as a free one", () => {
    // A week of 10 slots, 3 of them booked: 3 lessons cancelled and 7 free slots blocked (not 10).
    expect(closureResultText(closure({ cancelled_bookings: 3, removed_waitlist: 2, blocked_slots: 10 }))).toBe(
      "3 aulas canceladas, 2 pessoas em lista de espera avisadas, 7 disponibilidades livres bloqueadas.",
    );
    expect(closureResultText(closure({ cancelled_bookings: 1, removed_waitlist: 1, blocked_slots: 2 }))).toBe(
      "1 aula cancelada, 1 pessoa em lista de espera avisada, 1 disponibilidade livre bloqueada.",
    );
    expect(closureResultText(closure({ cancelled_bookings: 1, removed_waitlist: 0, blocked_slots: 1 }))).toBe(
      "1 aula cancelada, 0 pessoas em lista de espera avisadas, 0 disponibilidades livres bloqueadas.",
    );
  });

  it("say what closing will do before it is done", () => {
    expect(closureEffectsText({ cancelled_bookings: 3, removed_waitlist: 2, blocked_slots: 10 })).toBe(
      "3 aulas marcadas são canceladas e os alunos são avisados com o motivo; 2 pessoas em lista de espera são avisadas e saem da lista; 7 disponibilidades livres ficam bloqueadas. Ninguém recebe ofertas de vaga deste período.",
    );
    // Every slot of the period booked: nothing free to speak of.
    expect(closureEffectsText({ cancelled_bookings: 1, removed_waitlist: 0, blocked_slots: 1 })).toBe(
      "1 aula marcada é cancelada e o aluno é avisado com o motivo. Ninguém recebe ofertas de vaga deste período.",
    );
    expect(closureEffectsText({ cancelled_bookings: 0, removed_waitlist: 0, blocked_slots: 0 })).toBe(
      "Não há aulas marcadas nem listas de espera neste período. 0 disponibilidades livres ficam bloqueadas. Ninguém recebe ofertas de vaga deste período.",
    );
  });

  it("name a period's dates the Portuguese way", () => {
    expect(closurePeriodLabel({ start_date: "2026-12-24", end_date: "2026-12-24" })).toBe("24 de dezembro de 2026");
    expect(closurePeriodLabel({ start_date: "2026-12-21", end_date: "2026-12-27" })).toBe("21 a 27 de dezembro de 2026");
    expect(closurePeriodLabel({ start_date: "2026-11-30", end_date: "2026-12-06" })).toBe("30 de novembro a 6 de dezembro de 2026");
    expect(closurePeriodLabel({ start_date: "2026-12-28", end_date: "2027-01-03" })).toBe("28 de dezembro de 2026 a 3 de janeiro de 2027");
  });

  it("find the closure of a day, both ends included, and name it", () => {
    const closures = [{ id: 1, start_date: "2026-12-21", end_date: "2026-12-27", reason: "Férias de Natal" }];
    expect(closureOn(closures, "2026-12-20")).toBeNull();
    expect(closureOn(closures, "2026-12-21")).toBe(closures[0]);
    expect(closureOn(closures, "2026-12-27")).toBe(closures[0]);
    expect(closureOn(closures, "2026-12-28")).toBeNull();
    expect(closedDayLabel(closures[0])).toBe("Encerrado: Férias de Natal");
  });
});
