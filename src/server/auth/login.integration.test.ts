import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { db } from "@/server/db";
import { callRoute, sessionCookieOf } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";

const loginWith = (body: unknown) => callRoute(login, { path: "/api/auth/login", body });

describe("POST /api/auth/login (integration)", () => {
  beforeEach(async () => {
    await db.rateLimitHit.deleteMany();
  });

  it("signs in an approved member: token, user, showChangelog and an httpOnly cookie", async () => {
    const trainer = await createUser({ role: "trainer", email: "treinador@ace.pt", password: "segredo1" });
    const response = await loginWith({ email: "Treinador@ACE.pt", password: "segredo1" });

    expect(response.status).toBe(200);
    expect(response.json.user).toMatchObject({ id: trainer.id, email: "treinador@ace.pt", role: "trainer", is_active: true });
    expect(response.json.showChangelog).toBe(true);
    expect(response.json.token).toEqual(expect.any(String));
    expect(response.json.user).not.toHaveProperty("password_hash");

    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/ace_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);

    const viaBearer = await callRoute(me, { token: response.json.token });
    expect(viaBearer.json.user.id).toBe(trainer.id);
    const viaCookie = await callRoute(me, { cookie: sessionCookieOf(response.headers) });
    expect(viaCookie.json.user.id).toBe(trainer.id);
  });

  it("gives students and externals their calendar feed URL, not guests", async () => {
    await createUser({ role: "student", email: "aluno@ace.pt", password: "segredo1" });
    await createUser({ role: "guest", email: "convidado@ace.pt", password: "segredo1" });
    const student = await loginWith({ email: "aluno@ace.pt", password: "segredo1" });
    const guest = await loginWith({ email: "convidado@ace.pt", password: "segredo1" });
    expect(student.json.user.calendar_feed_url).toMatch(/\/calendar\.ics\?aluno=\d+&token=[\w-]+$/);
    expect(guest.json.user).not.toHaveProperty("calendar_feed_url");
  });

  it("refuses a wrong password and an unknown email with the same answer", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const wrongPassword = await loginWith({ email: "aluno@ace.pt", password: "errada" });
    const unknownEmail = await loginWith({ email: "ninguem@ace.pt", password: "errada" });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json).toEqual({ error: "Email ou password incorretos." });
    expect(unknownEmail.json).toEqual(wrongPassword.json);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it("refuses pending and inactive accounts with their own messages", async () => {
    await createUser({ email: "pendente@ace.pt", password: "segredo1", approved: false });
    await createUser({ email: "inativo@ace.pt", password: "segredo1", isActive: false });
    const pending = await loginWith({ email: "pendente@ace.pt", password: "segredo1" });
    const inactive = await loginWith({ email: "inativo@ace.pt", password: "segredo1" });
    expect(pending.status).toBe(403);
    expect(pending.json).toEqual({ error: "A sua conta aguarda aprovação do treinador." });
    expect(inactive.status).toBe(403);
    expect(inactive.json).toEqual({ error: "A sua conta está desativada. Contacte o treinador." });
  });

  it("does not reveal a pending account to someone without its password", async () => {
    await createUser({ email: "pendente@ace.pt", password: "segredo1", approved: false });
    const response = await loginWith({ email: "pendente@ace.pt", password: "adivinha" });
    expect(response.status).toBe(401);
  });

  it("rate-limits repeated attempts on one email, even with the right password", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await loginWith({ email: "aluno@ace.pt", password: "errada" })).status).toBe(401);
    }
    const limited = await loginWith({ email: "aluno@ace.pt", password: "segredo1" });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe("Demasiadas tentativas. Aguarde alguns minutos e tente novamente.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const otherEmail = await loginWith({ email: "outro@ace.pt", password: "x" });
    expect(otherEmail.status).toBe(401);
  });

  it.each([
    ["no body", undefined, "O email é obrigatório."],
    ["an empty email", { email: "", password: "x" }, "O email é obrigatório."],
    ["a malformed email", { email: "não-é-email", password: "x" }, "Introduza um email válido."],
    ["no password", { email: "a@ace.pt" }, "A password é obrigatória."],
    ["a number as password", { email: "a@ace.pt", password: 123456 }, "A password é obrigatória."],
    ["an array", [1, 2], "Pedido inválido."],
  ])("answers 400 in Portuguese for %s", async (_case, body, message) => {
    const response = await callRoute(login, { method: "POST", body: body ?? {} });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await callRoute(login, { method: "POST", rawBody: "{email:" });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: "Pedido inválido: o corpo tem de ser JSON." });
  });
});

describe("the wrong guesses' window (integration)", () => {
  const at = (instant: string) => vi.stubEnv("ACE_FAKE_NOW", instant);
  const guess = () => loginWith({ email: "aluno@ace.pt", password: "errada" });

  beforeEach(async () => {
    await db.rateLimitHit.deleteMany();
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("counts a burst of guesses whole, even across a quarter of the clock", async () => {
    at("2026-11-24T10:14:58Z");
    for (let attempt = 0; attempt < 5; attempt++) expect((await guess()).status).toBe(401);
    at("2026-11-24T10:15:02Z");
    for (let attempt = 0; attempt < 5; attempt++) expect((await guess()).status).toBe(401);
    const limited = await loginWith({ email: "aluno@ace.pt", password: "segredo1" });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ error: "Demasiadas tentativas. Aguarde alguns minutos e tente novamente." });
    // The window runs 15 minutes from the first guess: until 10:29:58.
    expect(limited.headers.get("retry-after")).toBe(String(15 * 60 - 4));
  });

  it("lets the member in again once 15 minutes have passed since the first guess, with a new allowance", async () => {
    at("2026-11-24T10:14:58Z");
    for (let attempt = 0; attempt < 10; attempt++) expect((await guess()).status).toBe(401);
    at("2026-11-24T10:29:57Z");
    expect((await loginWith({ email: "aluno@ace.pt", password: "segredo1" })).status).toBe(429);
    at("2026-11-24T10:29:58Z");
    expect((await loginWith({ email: "aluno@ace.pt", password: "segredo1" })).status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) expect((await guess()).status).toBe(401);
    expect((await guess()).status).toBe(429);
  });
});
