import { describe, expect, it } from "vitest";
import { paperLine, paperLines } from "@/lib/animal-paper-labels";

describe("paper labels", () => {
  it("says whether each paper is valid, ending or ended", () => {
    const today = "2026-11-25";
    expect(paperLine("vaccination", "2026-11-03", today)).toEqual({ kind: "vaccination", state: "ended", text: "Vacinação terminou a 3 de novembro de 2026" });
    expect(paperLine("insurance", "2026-12-01", today).text).toBe("Seguro termina a 1 de dezembro de 2026");
    expect(paperLine("vaccination", "2027-06-30", today).text).toBe("Vacinação válida até 30 de junho de 2027");
    expect(paperLine("insurance", "2027-06-30", today).text).toBe("Seguro válido até 30 de junho de 2027");
    expect(paperLines({ vaccination_valid_until: null, insurance_valid_until: null }, today).map((line) => line.text)).toEqual([
      "Vacinação: não indicada",
      "Seguro: não indicado",
    ]);
  });
});
