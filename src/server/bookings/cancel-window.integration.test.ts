import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { cancelWindowText } from "@/app/(app)/(signed-in)/calendar/cancel-window-note";
import { db } from "@/server/db";
import { readHelpRules } from "@/server/help/read-help-rules";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { bookLesson } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";
import { setSetting } from "../../../test/weather-helpers";

// The cancellation window (docs/rules.md, "Cancellation"): with `cancel_min_hours_before` set, a member cannot
// cancel a lesson starting sooner than that; the trainer always can. "Now": 26 November 2026,
// 10:00 in Seixal.

let ana: TestUser;
let bolt: { id: number; userId: number };
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-26T10:00:00Z";
  ana = await createUser({ role: "student" });
  bolt = await createAnimal({ userId: ana.id });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

const cancelAs = async (user: TestUser, id: number) =>
  callRoute(cancel, { method: "DELETE", token: await tokenFor(user), params: { id: String(id) } });

describe("the cancellation window (integration)", () => {
  it("refuses a member's late cancel with a message naming the hours, and keeps the booking", async () => {
    await setSetting("cancel_min_hours_before", "6");
    const late = await bookLesson(bolt, "2026-11-26", "15:30"); // in 5.5 hours
    const response = await cancelAs(ana, late.id);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: "Só é possível cancelar uma aula até 6 horas antes do início." });
    expect(await db.booking.count({ where: { id: late.id } })).toBe(1);
  });

  it("lets a member cancel before the window, and says 'hora' for one hour", async () => {
    await setSetting("cancel_min_hours_before", "6");
    const early = await bookLesson(bolt, "2026-11-26", "16:00"); // exactly 6 hours ahead
    expect((await cancelAs(ana, early.id)).status).toBe(200);
    expect(await db.booking.count({ where: { id: early.id } })).toBe(0);

    await setSetting("cancel_min_hours_before", "1");
    const soon = await bookLesson(bolt, "2026-11-26", "10:30");
    expect((await cancelAs(ana, soon.id)).json).toEqual({ error: "Só é possível cancelar uma aula até 1 hora antes do início." });
  });

  it("lets the trainer cancel inside the window", async () => {
    await setSetting("cancel_min_hours_before", "6");
    const late = await bookLesson(bolt, "2026-11-26", "11:00");
    const trainer = await createUser({ role: "trainer" });
    expect((await cancelAs(trainer, late.id)).status).toBe(200);
    expect(await db.booking.count({ where: { id: late.id } })).toBe(0);
  });

  it("has no window by default (0): a member cancels until the lesson starts", async () => {
    const soon = await bookLesson(bolt, "2026-11-26", "10:05");
    expect((await cancelAs(ana, soon.id)).status).toBe(200);
  });

  it("is stated by the help page and the booking modal when on, and not when off", async () => {
    expect((await readHelpRules()).cancelMinHoursBefore).toBeNull();
    await setSetting("cancel_min_hours_before", "6");
    expect((await readHelpRules()).cancelMinHoursBefore).toBe(6);
    expect(cancelWindowText(6, false)).toBe("Só é possível cancelar uma aula até 6 horas antes do início.");
    expect(cancelWindowText(1, true)).toBe("Os alunos só podem cancelar uma aula até 1 hora antes do início; o treinador pode cancelar até a aula começar.");
    expect(cancelWindowText(0, false)).toBeNull();
  });
});
