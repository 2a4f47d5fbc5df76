import { describe, expect, it } from "vitest";
import { choosesTrainer, templateChoosesTrainer, templateEntries } from "./lesson-trainers";

// The availability screen's 'Treinador' (docs/rules.md, "Each lesson's trainer").

const rui = { id: 1, name: "Rui Treinador", active: true };
const marta = { id: 7, name: "Marta Assistente", active: true };
const off = { id: 9, name: "Sara Desativada", active: false };

describe("choosing who gives the lessons", () => {
  it("is offered with more than one active trainer", () => {
    expect(choosesTrainer([rui])).toBe(false);
    expect(choosesTrainer([rui, off])).toBe(false);
    expect(choosesTrainer([rui, marta])).toBe(true);
  });

  it("is offered on the template while an interval is a turned-off assistant's, to give it to someone else", () => {
    const interval = { weekday: 6, start_time: "09:00", end_time: "12:00", capacity: 1 };
    expect(templateChoosesTrainer([rui, off], [{ ...interval, trainer_id: rui.id }, interval])).toBe(false);
    expect(templateChoosesTrainer([rui, off], [{ ...interval, trainer_id: off.id }])).toBe(true);
  });

  it("saves each template interval with its trainer, and a new one with none (the acting trainer's)", () => {
    const saturday = { weekday: 6, start_time: "09:00", end_time: "12:00", capacity: 4, trainer_id: marta.id };
    const monday = { weekday: 1, start_time: "18:00", end_time: "20:00", capacity: 1 };
    expect(templateEntries([{ ...saturday, key: 1 } as typeof saturday, monday])).toEqual([saturday, monday]);
    expect(templateEntries([monday])[0]).not.toHaveProperty("trainer_id");
  });
});
