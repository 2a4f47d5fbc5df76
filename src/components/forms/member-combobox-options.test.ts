import { describe, expect, it } from "vitest";
import { filterMembers, moveActive } from "./member-combobox-options";

const members = [
  { id: 1, name: "João Almeida", email: "joao@ace.pt" },
  { id: 2, name: "Maria Conceição", email: "mc@exemplo.pt" },
  { id: 3, name: "Rui Costa", email: "rui.costa@jorge.pt" },
];

const ids = (query: string) => filterMembers(members, query).map((member) => member.id);

describe("the member combobox's filtering", () => {
  it("finds a name by a part typed without accents or capitals", () => {
    expect(ids("jo")).toEqual([1, 3]); // João, and Rui by his email's 'jorge'
    expect(ids("JOAO")).toEqual([1]);
    expect(ids("conceicao")).toEqual([2]);
    expect(ids("ção")).toEqual([2]);
  });

  it("finds by a part of the email", () => {
    expect(ids("exemplo")).toEqual([2]);
    expect(ids("rui.costa@")).toEqual([3]);
  });

  it("lists everyone, in their order, for an empty or blank query, and no one for a miss", () => {
    expect(ids("")).toEqual([1, 2, 3]);
    expect(ids("   ")).toEqual([1, 2, 3]);
    expect(ids("zé")).toEqual([]);
  });
});

describe("the member combobox's arrow keys", () => {
  it("go down from none to the first, and wrap round at both ends", () => {
    expect(moveActive(-1, "ArrowDown", 3)).toBe(0);
    expect(moveActive(0, "ArrowDown", 3)).toBe(1);
    expect(moveActive(2, "ArrowDown", 3)).toBe(0);
    expect(moveActive(-1, "ArrowUp", 3)).toBe(2);
    expect(moveActive(0, "ArrowUp", 3)).toBe(2);
    expect(moveActive(2, "ArrowUp", 3)).toBe(1);
  });

  it("jump to the ends with Home and End, and point nowhere on an empty list", () => {
    expect(moveActive(1, "Home", 3)).toBe(0);
    expect(moveActive(1, "End", 3)).toBe(2);
    expect(moveActive(-1, "ArrowDown", 0)).toBe(-1);
  });
});
