import { describe, expect, it } from "vitest";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

const valid = {
  app_name: "ACE Seixal",
  email_signature: "Até breve,\nClube ACE",
  contact_email: "clube@ace.pt",
  contact_phone: "+351 912 345 678",
  booking_duration_minutes: 60,
  min_booking_hours_ahead: "12",
  weather_location: "Seixal, PT",
  weather_api_key: "chave-secreta",
  bookings_blocked: "1",
};

describe("club settings (integration)", () => {
  it("saves all nine keys and reads them back; only the trainer sees the weather key, masked", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const saved = await callRoute(putSettings, { method: "PUT", token: trainer, body: valid });
    expect(saved.json).toEqual({ message: "Configurações guardadas com sucesso!" });

    const asTrainer = await callRoute(getSettings, { token: trainer });
    expect(asTrainer.json).toMatchObject({
      app_name: { value: "ACE Seixal" },
      booking_duration_minutes: { value: "60" },
      min_booking_hours_ahead: { value: "12" },
      bookings_blocked: { value: "1" },
      weather_api_key: { value: "••••reta" },
    });
    expect(asTrainer.text).not.toContain("chave-secreta");
    const student = await tokenFor(await createUser({ role: "student" }));
    const asStudent = await callRoute(getSettings, { token: student });
    expect(asStudent.json).not.toHaveProperty("weather_api_key");
    expect(asStudent.text).not.toContain("chave-secreta");
    expect(asStudent.json.app_name).toEqual({ value: "ACE Seixal" });
  });

  it("keeps the stored weather key when the masked value comes back, replaces or clears it otherwise", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const storedKey = async () => (await db.setting.findUnique({ where: { key: "weather_api_key" } }))?.value;
    await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, weather_api_key: "0123456789abcdef0123456789abcdef" } });
    const masked = (await callRoute(getSettings, { token: trainer })).json.weather_api_key.value;
    expect(masked).toBe("••••cdef");

    // The screen sends the form back as it was shown: the key is unchanged.
    expect((await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, app_name: "Outro", weather_api_key: masked } })).status).toBe(200);
    expect(await storedKey()).toBe("0123456789abcdef0123456789abcdef");
    expect((await callRoute(getSettings, { token: trainer })).json.app_name).toEqual({ value: "Outro" });

    await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, weather_api_key: "nova-chave-1234567890" } });
    expect(await storedKey()).toBe("nova-chave-1234567890");
    await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, weather_api_key: "" } });
    expect(await storedKey()).toBe("");
    expect((await callRoute(getSettings, { token: trainer })).json.weather_api_key).toEqual({ value: "" });
  });

  it("keeps the payment provider's key as the weather key: masked for the trainer, hidden from members, kept when sent back masked", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const storedKey = async () => (await db.setting.findUnique({ where: { key: "eupago_api_key" } }))?.value;
    await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, eupago_api_key: "demo-1a2b-3c4d-5e6f-7a8b" } });
    const shown = await callRoute(getSettings, { token: trainer });
    expect(shown.json.eupago_api_key).toEqual({ value: "••••7a8b" });
    expect(shown.text).not.toContain("demo-1a2b");
    const student = await callRoute(getSettings, { token: await tokenFor(await createUser({ role: "student" })) });
    expect(student.json).not.toHaveProperty("eupago_api_key");
    expect(student.text).not.toContain("7a8b");

    await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, eupago_api_key: "••••7a8b" } });
    expect(await storedKey()).toBe("demo-1a2b-3c4d-5e6f-7a8b");
    // A client that sends only the nine original keys changes nothing of it.
    await callRoute(putSettings, { method: "PUT", token: trainer, body: valid });
    expect(await storedKey()).toBe("demo-1a2b-3c4d-5e6f-7a8b");
    await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, eupago_api_key: "" } });
    expect(await storedKey()).toBe("");
  });

  it("answers defaults before anything is saved", async () => {
    const guest = await tokenFor(await createUser({ role: "guest" }));
    const response = await callRoute(getSettings, { token: guest });
    expect(response.json).toMatchObject({ booking_duration_minutes: { value: "45" }, bookings_blocked: { value: "0" } });
  });

  it.each([
    [{ booking_duration_minutes: 50 }, "A duração da aula deve ser entre 15 e 120 minutos, em múltiplos de 15."],
    [{ booking_duration_minutes: 135 }, "A duração da aula deve ser entre 15 e 120 minutos, em múltiplos de 15."],
    [{ booking_duration_minutes: "abc" }, "A duração da aula deve ser entre 15 e 120 minutos, em múltiplos de 15."],
    [{ min_booking_hours_ahead: 0 }, "A antecedência mínima deve ser entre 1 e 168 horas."],
    [{ min_booking_hours_ahead: 169 }, "A antecedência mínima deve ser entre 1 e 168 horas."],
    [{ app_name: "" }, "O nome da aplicação é obrigatório."],
    [{ email_signature: undefined }, "A assinatura de email é obrigatória."],
    [{ weather_location: "  " }, "A localização da meteorologia é obrigatória."],
    [{ contact_email: "não-é-email" }, "Introduza um email de contacto válido."],
    [{ bookings_blocked: "talvez" }, "Indique se as marcações estão bloqueadas ('0' ou '1')."],
  ])("refuses %j in Portuguese and saves nothing", async (change, message) => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const response = await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, ...change } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
    expect(await db.setting.count()).toBe(0);
  });

  it("leaves changes to the trainer", async () => {
    const student = await tokenFor(await createUser({ role: "student" }));
    expect((await callRoute(putSettings, { method: "PUT", token: student, body: valid })).status).toBe(403);
    expect((await callRoute(getSettings)).status).toBe(401);
  });

  it("keeps the club's payment instructions: IBAN checked with mod-97, MB WAY a Portuguese mobile", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const saved = await callRoute(putSettings, {
      method: "PUT",
      token: trainer,
      body: { ...valid, payment_iban: "pt50 0002 0123 1234 5678 9015 4", payment_mbway: "+351 912 345 678" },
    });
    expect(saved.status).toBe(200);
    const read = await callRoute(getSettings, { token: trainer });
    expect(read.json).toMatchObject({ payment_iban: { value: "PT50000201231234567890154" }, payment_mbway: { value: "912345678" } });

    // A client that sends only the nine required keys (docs/rules.md, "Settings") changes neither.
    await callRoute(putSettings, { method: "PUT", token: trainer, body: valid });
    expect((await callRoute(getSettings, { token: trainer })).json).toMatchObject({ payment_iban: { value: "PT50000201231234567890154" } });
    // An empty value removes it.
    await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, payment_mbway: "" } });
    expect((await callRoute(getSettings, { token: trainer })).json).toMatchObject({ payment_mbway: { value: "" } });
  });

  it.each([
    [{ payment_iban: "PT50 0002 0123 1234 5678 9015 5" }, "IBAN inválido: verifique o país e os dígitos de controlo."],
    [{ payment_iban: "12345" }, "IBAN inválido: verifique o país e os dígitos de controlo."],
    [{ payment_mbway: "212345678" }, "Número MB WAY inválido: indique um telemóvel português com 9 dígitos (ex.: 912 345 678)."],
    [{ payment_mbway: "91234567" }, "Número MB WAY inválido: indique um telemóvel português com 9 dígitos (ex.: 912 345 678)."],
  ])("refuses the payment instruction %j and saves nothing", async (change, message) => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const response = await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, ...change } });
    expect(response.json).toEqual({ error: message });
    expect(await db.setting.count()).toBe(0);
  });

  it("keeps the club's week settings (waiting list, reminders, cancellation window), with their defaults", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const defaults = await callRoute(getSettings, { token: trainer });
    expect(defaults.json).toMatchObject({
      waitlist_hold_hours: { value: "12" },
      reminder_hours_before: { value: "24" },
      cancel_min_hours_before: { value: "0" },
    });
    const saved = await callRoute(putSettings, {
      method: "PUT",
      token: trainer,
      body: { ...valid, waitlist_hold_hours: 0, reminder_hours_before: "48", cancel_min_hours_before: 6 },
    });
    expect(saved.status).toBe(200);
    expect((await callRoute(getSettings, { token: trainer })).json).toMatchObject({
      waitlist_hold_hours: { value: "0" },
      reminder_hours_before: { value: "48" },
      cancel_min_hours_before: { value: "6" },
    });
  });

  it.each([
    [{ waitlist_hold_hours: 73 }, "O tempo de reserva da lista de espera deve ser entre 0 e 72 horas (0 desliga a lista de espera)."],
    [{ reminder_hours_before: -1 }, "O lembrete deve ser enviado entre 0 e 168 horas antes da aula (0 desliga os lembretes)."],
    [{ cancel_min_hours_before: "2.5" }, "O prazo de cancelamento deve ser entre 0 e 168 horas (0 = sem prazo)."],
  ])("refuses the club's week setting %j and saves nothing", async (change, message) => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const response = await callRoute(putSettings, { method: "PUT", token: trainer, body: { ...valid, ...change } });
    expect(response.json).toEqual({ error: message });
    expect(await db.setting.count()).toBe(0);
  });
});
