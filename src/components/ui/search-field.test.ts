import { describe, expect, it } from "vitest";
import { matchesSearch } from "@/components/ui/search-field";

describe("matchesSearch", () => {
  it("looks past accents and case, in the name or the email", () => {
    expect(matchesSearch("joao", "João Brandão", "jb@exemplo.pt")).toBe(true);
    expect(matchesSearch("YG", "Ýgor Quintela", "yq@exemplo.pt")).toBe(true);
    expect(matchesSearch("exemplo.pt", "Ana", "ana@exemplo.pt")).toBe(true);
    expect(matchesSearch("joana", "João Brandão", "jb@exemplo.pt")).toBe(false);
  });

  it("finds every word typed, in any order and any field", () => {
    expect(matchesSearch("silva ana", "Ana Maria Silva", "ams@exemplo.pt")).toBe(true);
    expect(matchesSearch("  socio  4 ", "Sócio Número 4", "s4@exemplo.pt")).toBe(true);
    expect(matchesSearch("ana costa", "Ana Maria Silva", "ams@exemplo.pt")).toBe(false);
  });

  it("keeps everyone while nothing is typed", () => {
    expect(matchesSearch("   ", "Ana", "ana@exemplo.pt")).toBe(true);
  });
});
