import { describe, expect, it } from "vitest";
import { animalBodySchema } from "@/lib/validations/animals";
import { changePasswordBodySchema, registerBodySchema } from "@/lib/validations/auth";
import { bookSlotBodySchema } from "@/lib/validations/bookings";
import { markPaidBodySchema } from "@/lib/validations/payments";

// What bcrypt would cut silently and what would make a name read backwards are refused with a
// Portuguese message, on the server and in the forms that share these schemas.

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const RLO = "\u202E";

describe("passwords longer than bcrypt reads", () => {
  it("are refused at sign-up and on change, counting bytes (accents count twice)", () => {
    const register = (password: string) => registerBodySchema.safeParse({ name: "Ana", email: "ana@ace.pt", password });
    expect(register("a".repeat(72)).success).toBe(true);
    expect(firstError(register("a".repeat(73)))).toBe("A password é demasiado longa: use no máximo 72 caracteres (letras acentuadas contam a dobrar).");
    expect(register("ã".repeat(36)).success).toBe(true);
    expect(register("ã".repeat(37)).success).toBe(false);
    expect(changePasswordBodySchema.safeParse({ currentPassword: "x", newPassword: "b".repeat(73) }).success).toBe(false);
  });
});

describe("direction overrides in names and notes", () => {
  const message = "O texto contém caracteres de controlo não permitidos.";
  const oneLine = (field: string) => `${field} não pode conter quebras de linha, tabulações nem outros caracteres de controlo.`;
  it.each([
    ["a member's name", oneLine("O nome"), () => registerBodySchema.safeParse({ name: `Ana ${RLO}gnp.exe`, email: "ana@ace.pt", password: "segredo1" })],
    ["an animal's name", oneLine("O nome do animal"), () => animalBodySchema.safeParse({ name: `Bolt\u2066`, birth_date: "2020-01-01" })],
    ["an animal's observations", message, () => animalBodySchema.safeParse({ name: "Bolt", birth_date: "2020-01-01", observations: `x${RLO}y` })],
    ["a booking's observations", message, () => bookSlotBodySchema.safeParse({ availability_slot_id: 1, animal_id: 1, observations: `${RLO}abc` })],
    ["a payment's note", message, () => markPaidBodySchema.safeParse({ payment_id: 1, note: `pago${RLO}` })],
  ])("are refused in %s", (_case, expected, parse) => {
    expect(firstError(parse())).toBe(expected);
  });

  it("leave ordinary Portuguese text alone", () => {
    expect(registerBodySchema.safeParse({ name: "João Conceição", email: "joao@ace.pt", password: "segredo1" }).success).toBe(true);
  });
});
