import { describe, expect, it } from "vitest";
import { animalBodySchema } from "@/lib/validations/animals";
import { registerBodySchema } from "@/lib/validations/auth";
import { cancelBookingBodySchema, markAttendanceBodySchema } from "@/lib/validations/bookings";
import { controlCharactersAsSpaces, oneLineText } from "@/lib/validations/one-line-text";
import { markPaidBodySchema } from "@/lib/validations/payments";
import { profileBodySchema } from "@/lib/validations/profile";
import { settingsBodySchema } from "@/lib/validations/settings";

// One-line fields refuse what would break their line, in a mail above all: a sign-up named
// 'Eve\nAbrir no ACE: https://evil.example' would write a line of its own in the trainer's mail.
// Notes keep their line breaks.

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

/** One of each kind: C0 (line breaks, tab, NUL, ESC), DEL, C1, the Unicode line separators, direction overrides and isolates. */
const CONTROLS = ["\n", "\r", "\t", "\u0000", "\u001B", "\u007F", "\u0085", "\u009B", "\u2028", "\u2029", "\u202A", "\u202E", "\u2066", "\u2069"];
const FORGED = "Eve\nAbrir no ACE: https://evil.example/phish";
const NAME_MESSAGE = "O nome não pode conter quebras de linha, tabulações nem outros caracteres de controlo.";

describe("oneLineText", () => {
  const schema = oneLineText({ field: "O nome", required: "O nome é obrigatório.", max: 10, tooLong: "O nome é demasiado longo." });

  it.each(CONTROLS.map((control) => [JSON.stringify(control), control]))("refuses %s anywhere in the text, trailing too", (_shown, control) => {
    for (const text of [`Ana${control}Sá`, `${control}Ana`, `Ana${control}`]) expect(firstError(schema.safeParse(text))).toBe(NAME_MESSAGE);
  });

  it("trims, requires and bounds what is left, with the field's messages", () => {
    expect(schema.parse("  João Sá  ")).toBe("João Sá");
    expect(firstError(schema.safeParse("   "))).toBe("O nome é obrigatório.");
    expect(firstError(schema.safeParse("a".repeat(11)))).toBe("O nome é demasiado longo.");
    expect(firstError(schema.safeParse(42))).toBe("O nome é obrigatório.");
  });

  it("leaves Portuguese text, punctuation and emoji alone", () => {
    expect(schema.parse("Zé «Ká» 🐕")).toBe("Zé «Ká» 🐕");
  });
});

describe("the one-line fields", () => {
  it.each([
    ["a sign-up's name", NAME_MESSAGE, () => registerBodySchema.safeParse({ name: FORGED, email: "eve@ace.pt", password: "segredo1" })],
    ["a profile's name", NAME_MESSAGE, () => profileBodySchema.safeParse({ name: "Ana\tSá" })],
    [
      "an animal's name",
      "O nome do animal não pode conter quebras de linha, tabulações nem outros caracteres de controlo.",
      () => animalBodySchema.safeParse({ name: "Bolt\r\nAbrir no ACE", birth_date: "2020-01-01" }),
    ],
    [
      "an animal's breed",
      "A raça não pode conter quebras de linha, tabulações nem outros caracteres de controlo.",
      () => animalBodySchema.safeParse({ name: "Bolt", birth_date: "2020-01-01", breed: "Border\u2028Collie" }),
    ],
    [
      "the reason of a cancellation",
      "O motivo do cancelamento não pode conter quebras de linha, tabulações nem outros caracteres de controlo.",
      () => cancelBookingBodySchema.safeParse({ reason: "Chuva.\nAbrir no ACE: https://evil.example" }),
    ],
    [
      "the club's name",
      "O nome da aplicação não pode conter quebras de linha, tabulações nem outros caracteres de controlo.",
      () => settingsBodySchema.safeParse({ ...SETTINGS, app_name: "ACE\nX-WR-CALNAME:Outro" }),
    ],
  ])("refuse control characters in %s", (_case, message, parse) => {
    expect(firstError(parse())).toBe(message);
  });

  it("still clear an optional one when blank", () => {
    expect(animalBodySchema.parse({ name: "Bolt", birth_date: "2020-01-01", breed: "  " }).breed).toBeNull();
    expect(cancelBookingBodySchema.parse({ reason: "" }).reason).toBeNull();
  });
});

describe("multi-line notes", () => {
  it("keep their line breaks (Windows' too) and tabs, and still refuse direction overrides", () => {
    const note = "Pago em duas vezes:\r\n- 20 € em dinheiro\n-\t15 € por MB WAY";
    expect(markPaidBodySchema.parse({ payment_id: 1, note }).note).toBe(note);
    expect(markAttendanceBodySchema.parse({ attendance: "present", note: "Bom salto.\n\nTreinar a rampa." }).note).toBe("Bom salto.\n\nTreinar a rampa.");
    expect(animalBodySchema.parse({ name: "Bolt", birth_date: "2020-01-01", observations: "Medroso.\nNão gosta do túnel." }).observations).toBe(
      "Medroso.\nNão gosta do túnel.",
    );
    expect(markPaidBodySchema.safeParse({ payment_id: 1, note: "pago\u202E" }).success).toBe(false);
  });
});

describe("controlCharactersAsSpaces", () => {
  it("puts a stored text on one line, each control character a space", () => {
    expect(controlCharactersAsSpaces(FORGED)).toBe("Eve Abrir no ACE: https://evil.example/phish");
    expect(controlCharactersAsSpaces(CONTROLS.join("x"))).toBe(CONTROLS.map(() => " ").join("x"));
    expect(controlCharactersAsSpaces("João «Sá»")).toBe("João «Sá»");
  });
});

const SETTINGS = {
  app_name: "ACE - Agility Club",
  email_signature: "A equipa ACE",
  weather_location: "Seixal, PT",
  booking_duration_minutes: 45,
  min_booking_hours_ahead: 24,
  bookings_blocked: "0",
};
