import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";

const registerWith = (body: unknown) => callRoute(register, { path: "/api/auth/register", body });

describe("POST /api/auth/register (integration)", () => {
  it("creates a pending account that cannot sign in until approved", async () => {
    const response = await registerWith({ name: "Rita Sousa", email: "Rita@Exemplo.pt", password: "segredo1" });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      message: "Registo efetuado com sucesso! A sua conta aguarda aprovação do treinador.",
    });

    const stored = await db.user.findUniqueOrThrow({ where: { email: "rita@exemplo.pt" } });
    expect(stored).toMatchObject({ name: "Rita Sousa", approvedAt: null, isActive: true });
    expect(stored.passwordHash).not.toContain("segredo1");

    const attempt = await callRoute(login, { body: { email: "rita@exemplo.pt", password: "segredo1" } });
    expect(attempt.status).toBe(403);
    expect(attempt.json.error).toBe("A sua conta aguarda aprovação do treinador.");
  });

  it("refuses an email already in use, whatever its case", async () => {
    await createUser({ email: "rita@exemplo.pt" });
    const response = await registerWith({ name: "Outra Rita", email: "RITA@exemplo.PT", password: "segredo1" });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ error: "Já existe uma conta com este email." });
    expect(await db.user.count()).toBe(1);
  });

  it.each([
    ["a short password", { name: "Rita", email: "rita@exemplo.pt", password: "12345" }, "A password deve ter pelo menos 6 caracteres"],
    ["no name", { email: "rita@exemplo.pt", password: "segredo1" }, "O nome é obrigatório."],
    ["a blank name", { name: "   ", email: "rita@exemplo.pt", password: "segredo1" }, "O nome é obrigatório."],
    ["a malformed email", { name: "Rita", email: "rita@", password: "segredo1" }, "Introduza um email válido."],
    ["a very long name", { name: "R".repeat(500), email: "rita@exemplo.pt", password: "segredo1" }, "O nome é demasiado longo."],
    ["a string body", "olá", "Pedido inválido."],
  ])("answers 400 in Portuguese for %s and creates nothing", async (_case, body, message) => {
    const response = await registerWith(body);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
    expect(await db.user.count()).toBe(0);
  });
});
