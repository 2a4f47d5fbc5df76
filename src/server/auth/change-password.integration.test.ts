import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { callRoute, sessionCookieOf } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";

async function signIn(password = "segredo1") {
  return callRoute(login, { body: { email: "aluno@ace.pt", password } });
}

describe("POST /api/auth/change-password (integration)", () => {
  it("changes the password, ends other sessions and keeps the current one", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const elsewhere = (await signIn()).json.token;
    const here = await signIn();

    const response = await callRoute(changePassword, {
      cookie: sessionCookieOf(here.headers),
      body: { currentPassword: "segredo1", newPassword: "novasenha" },
    });
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);

    expect((await callRoute(me, { cookie: sessionCookieOf(response.headers) })).status).toBe(200);
    expect((await callRoute(me, { token: elsewhere })).status).toBe(401);
    expect((await signIn("segredo1")).status).toBe(401);
    expect((await signIn("novasenha")).status).toBe(200);
  });

  it("answers success false when the current password is wrong, and changes nothing", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const { token } = (await signIn()).json;
    const response = await callRoute(changePassword, {
      token,
      body: { currentPassword: "errada", newPassword: "novasenha" },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, error: "A password atual está incorreta." });
    expect((await signIn("segredo1")).status).toBe(200);
  });

  it("requires at least 6 characters with the spec's message", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const { token } = (await signIn()).json;
    const response = await callRoute(changePassword, {
      token,
      body: { currentPassword: "segredo1", newPassword: "123" },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, error: "A nova password deve ter pelo menos 6 caracteres" });
  });

  it("needs a session", async () => {
    const response = await callRoute(changePassword, { body: { currentPassword: "a", newPassword: "bbbbbb" } });
    expect(response.status).toBe(401);
  });
});
