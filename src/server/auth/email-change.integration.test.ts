import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as requestChange } from "@/app/api/auth/email-change/route";
import { POST as confirmChange } from "@/app/api/auth/email-change/confirm/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { PUT as setEmail } from "@/app/api/auth/student/[id]/email/route";
import { POST as erase } from "@/app/api/auth/student/[id]/erase/route";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { CLIENT_ADDRESS_HEADER } from "@/server/request/client-address";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { type ReceivedMail } from "../../../test/smtp-server";
import { mailServerOfThisFile } from "../../../test/mail-server";

// A member's own change of email, through the real SMTP server: the link mailed to the new
// address, the notice to the old one, and every way a request or a link is refused.

const LINK_SENT = (to: string) => `Enviámos um link de confirmação para ${to}. O email da sua conta muda quando o abrir, nas próximas 24 horas.`;
const LINK_NOT_VALID = "Este link de confirmação não é válido. Se pediu outra alteração depois dele, use o link do email mais recente.";
const LINK_ALREADY_USED = "Este link de confirmação já foi usado: o email da conta já foi alterado.";
const LINK_EXPIRED = "Este link de confirmação expirou: era válido durante 24 horas. Peça de novo a alteração na página da sua conta.";
const TAKEN_SINCE = "O novo email passou entretanto a ser usado por outra conta: o email da sua conta não foi alterado.";

const smtp = mailServerOfThisFile();

afterEach(() => {
  vi.unstubAllEnvs();
});

const ask = (token: string, body: unknown, headers?: Record<string, string>) => callRoute(requestChange, { token, body, headers });
const confirm = (token: string) => callRoute(confirmChange, { body: { token } });
const signIn = (email: string, password = "segredo1") => callRoute(login, { body: { email, password } });
const emailOf = async (id: number) => (await db.user.findUniqueOrThrow({ where: { id }, select: { email: true } })).email;

/** Hands the outbox to the SMTP server and answers what arrived for `to`, in order. */
async function delivered(to: string): Promise<ReceivedMail[]> {
  await deliverDueEmails();
  return smtp.messages.filter((mail) => mail.to === to);
}

/** The token of the confirmation link in a mail. */
function tokenIn(mail: ReceivedMail): string {
  const token = mail.text.match(/http:\/\/localhost:3000\/confirmar-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token, mail.text).toBeTruthy();
  return token!;
}

async function memberAsking(newEmail: string, name = "Ana Lopes", email = "ana@ace.pt") {
  const member = await createUser({ name, email, password: "segredo1" });
  const session = (await signIn(email)).json.token as string;
  const asked = await ask(session, { new_email: newEmail, current_password: "segredo1" });
  expect(asked.status).toBe(202);
  const [link] = await delivered(newEmail.trim().toLowerCase());
  return { member, session, token: tokenIn(link!) };
}

describe("POST /api/auth/email-change and /confirm (integration)", () => {
  it("changes the email only when the link mailed to the new address is opened; both addresses are told, sessions stay", async () => {
    const member = await createUser({ name: "Ana Lopes", email: "ana@ace.pt", password: "segredo1" });
    const here = (await signIn("ana@ace.pt")).json.token as string;
    const elsewhere = (await signIn("ana@ace.pt")).json.token as string;

    const asked = await ask(here, { new_email: "  Ana.Nova@Exemplo.PT ", current_password: "segredo1" });
    expect(asked.status).toBe(202);
    expect(asked.json).toEqual({ message: LINK_SENT("ana.nova@exemplo.pt"), new_email: "ana.nova@exemplo.pt" });
    // Asked, not done.
    expect(await emailOf(member.id)).toBe("ana@ace.pt");
    expect((await callRoute(me, { token: here })).json.user.email).toBe("ana@ace.pt");

    const [link, ...moreToNew] = await delivered("ana.nova@exemplo.pt");
    expect(moreToNew).toEqual([]);
    expect(link!.subject).toBe("ACE - Confirme o novo email");
    expect(link!.text).toContain("Olá Ana Lopes,");
    expect(link!.text).toContain("abra este link nas próximas 24 horas");
    const token = tokenIn(link!);
    const [asking] = await delivered("ana@ace.pt");
    expect(asking!.subject).toBe("ACE - Pedido de alteração do email");
    expect(asking!.text).toContain("Foi pedido que o email da sua conta no ACE passe a ser «ana.nova@exemplo.pt».");
    expect(asking!.text).not.toContain("confirmar-email");
    expect(asking!.text).not.toContain(token);
    // Only a hash of the token is kept.
    const stored = await db.emailChange.findUniqueOrThrow({ where: { userId: member.id } });
    expect(stored.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ message: "O email da sua conta passou a ser ana.nova@exemplo.pt.", email: "ana.nova@exemplo.pt" });
    expect(await emailOf(member.id)).toBe("ana.nova@exemplo.pt");

    // Both sessions are still signed in, and see the new address; it signs in, the old one no longer.
    for (const session of [here, elsewhere]) {
      const mine = await callRoute(me, { token: session });
      expect(mine.status).toBe(200);
      expect(mine.json.user.email).toBe("ana.nova@exemplo.pt");
    }
    expect((await signIn("ana.nova@exemplo.pt")).status).toBe(200);
    expect((await signIn("ana@ace.pt")).status).toBe(401);

    const toOld = (await delivered("ana@ace.pt")).filter((mail) => mail.subject === "ACE - Email da conta alterado");
    const toNew = (await delivered("ana.nova@exemplo.pt")).filter((mail) => mail.subject === "ACE - Email da conta alterado");
    expect(toOld).toHaveLength(1);
    expect(toOld[0]!.text).toContain("O email da sua conta passou a ser «ana.nova@exemplo.pt».");
    expect(toNew).toHaveLength(1);
    expect(toNew[0]!.text).toContain("Este passou a ser o email da sua conta no ACE");

    // The same link again: used, and nothing more happens.
    const again = await confirm(token);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: LINK_ALREADY_USED });
    expect(await emailOf(member.id)).toBe("ana.nova@exemplo.pt");
    expect(await db.outboxEmail.count({ where: { sentAt: null } })).toBe(0);
  });

  it("lets the link expire 24 hours after the request", async () => {
    vi.stubEnv("ACE_FAKE_NOW", "2026-11-24T10:00:00Z");
    const late = await memberAsking("tarde@exemplo.pt", "Rui Tarde", "rui@ace.pt");
    const inTime = await memberAsking("a-tempo@exemplo.pt", "Eva Tempo", "eva@ace.pt");

    vi.stubEnv("ACE_FAKE_NOW", "2026-11-25T09:59:59Z");
    expect((await confirm(inTime.token)).status).toBe(200);
    expect(await emailOf(inTime.member.id)).toBe("a-tempo@exemplo.pt");

    vi.stubEnv("ACE_FAKE_NOW", "2026-11-25T10:00:00Z");
    const expired = await confirm(late.token);
    expect(expired.status).toBe(400);
    expect(expired.json).toEqual({ error: LINK_EXPIRED });
    expect(await emailOf(late.member.id)).toBe("rui@ace.pt");
  });

  it("refuses a forged or empty link and changes nothing", async () => {
    const { member, token } = await memberAsking("nova@exemplo.pt");
    const forged = await confirm(`${token.slice(0, -2)}xx`);
    expect(forged.status).toBe(400);
    expect(forged.json).toEqual({ error: LINK_NOT_VALID });
    const empty = await confirm("");
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ error: "Este link de confirmação não é válido." });
    const missing = await callRoute(confirmChange, { body: {} });
    expect(missing.status).toBe(400);
    expect(await emailOf(member.id)).toBe("ana@ace.pt");
    expect((await db.emailChange.findUniqueOrThrow({ where: { userId: member.id } })).confirmedAt).toBeNull();
  });

  it("replaces an earlier request: only the newest link works", async () => {
    const { member, session, token: first } = await memberAsking("primeiro@exemplo.pt");
    expect((await ask(session, { new_email: "segundo@exemplo.pt", current_password: "segredo1" })).status).toBe(202);
    const [link] = await delivered("segundo@exemplo.pt");
    const second = tokenIn(link!);

    const old = await confirm(first);
    expect(old.status).toBe(400);
    expect(old.json).toEqual({ error: LINK_NOT_VALID });
    expect(await emailOf(member.id)).toBe("ana@ace.pt");
    expect((await confirm(second)).status).toBe(200);
    expect(await emailOf(member.id)).toBe("segundo@exemplo.pt");
  });

  it("refuses a wrong password, an address in use, the same address or no address: 4xx, nothing stored, nothing mailed", async () => {
    const member = await createUser({ email: "ana@ace.pt", password: "segredo1" });
    await createUser({ email: "ocupado@ace.pt" });
    await createUser({ email: "pendente@ace.pt", approved: false });
    const session = await tokenFor(member);
    const cases: [unknown, number, string][] = [
      [{ new_email: "nova@exemplo.pt", current_password: "errada" }, 400, "A password atual está incorreta."],
      [{ new_email: "OCUPADO@ace.pt", current_password: "segredo1" }, 409, "Já existe uma conta com este email."],
      [{ new_email: "pendente@ace.pt", current_password: "segredo1" }, 409, "Já existe uma conta com este email."],
      [{ new_email: " Ana@ACE.pt ", current_password: "segredo1" }, 400, "O novo email é igual ao atual."],
      [{ new_email: "sem-arroba", current_password: "segredo1" }, 400, "Introduza um email válido."],
      [{ new_email: "", current_password: "segredo1" }, 400, "O email é obrigatório."],
      [{ new_email: "nova@exemplo.pt", current_password: "" }, 400, "A password atual é obrigatória."],
      [{ new_email: "nova@exemplo.pt" }, 400, "A password atual é obrigatória."],
    ];
    for (const [body, status, error] of cases) {
      const answer = await ask(session, body);
      expect([answer.status, answer.json]).toEqual([status, { error }]);
    }
    expect(await emailOf(member.id)).toBe("ana@ace.pt");
    expect(await db.emailChange.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
    expect((await callRoute(requestChange, { body: { new_email: "nova@exemplo.pt", current_password: "segredo1" } })).status).toBe(401);
  });

  it("counts wrong current passwords as guesses at the account, on the login's and the password change's limit", async () => {
    vi.stubEnv("ACE_FAKE_NOW", "2026-11-24T10:05:00Z"); // mid-window: one allowance
    await createUser({ email: "ana@ace.pt", password: "segredo1" });
    const { token } = (await callRoute(login, { body: { email: "ana@ace.pt", password: "segredo1" }, headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.20" } })).json;
    const away = { [CLIENT_ADDRESS_HEADER]: "203.0.113.50" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await ask(token, { new_email: "nova@exemplo.pt", current_password: `adivinha${attempt}` }, away)).status);
    }
    // The same budget as the password change's: four more there, and both are locked.
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await callRoute(changePassword, { token, headers: away, body: { currentPassword: `palpite${attempt}`, newPassword: "tomada123" } })).status);
    }
    const locked = await ask(token, { new_email: "nova@exemplo.pt", current_password: "segredo1" }, away);
    statuses.push(locked.status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect(locked.json).toEqual({ error: "Demasiadas tentativas. Aguarde alguns minutos e tente novamente." });
    expect((await callRoute(login, { body: { email: "ana@ace.pt", password: "segredo1" }, headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.99" } })).status).toBe(429);
    expect(await db.emailChange.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("fails clearly when the new address was taken by someone else before the link was opened", async () => {
    const { member, token } = await memberAsking("disputado@exemplo.pt");
    await createUser({ email: "disputado@exemplo.pt" });
    const sentBefore = smtp.messages.length;

    const refused = await confirm(token);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: TAKEN_SINCE });
    expect(await emailOf(member.id)).toBe("ana@ace.pt");
    await deliverDueEmails();
    expect(smtp.messages.length).toBe(sentBefore);
  });

  it("two confirmations of one link at once change the email once; the other is told the link was used", async () => {
    const { member, token } = await memberAsking("juntos@exemplo.pt");
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json).toEqual({ error: LINK_ALREADY_USED });
    expect(await emailOf(member.id)).toBe("juntos@exemplo.pt");
    expect(await db.outboxEmail.count({ where: { subject: "ACE - Email da conta alterado" } })).toBe(2); // one to each address
  });

  it("is dropped when the member changes their password (how the old address is told to stop it)", async () => {
    const { member, session, token } = await memberAsking("intruso@exemplo.pt");
    const changed = await callRoute(changePassword, { token: session, body: { currentPassword: "segredo1", newPassword: "outra-senha" } });
    expect(changed.status).toBe(200);
    const refused = await confirm(token);
    expect(refused.json).toEqual({ error: LINK_NOT_VALID });
    expect(await emailOf(member.id)).toBe("ana@ace.pt");
  });

  it("goes, with every mail about it, when the trainer erases the member", async () => {
    const trainer = await createUser({ role: "trainer" });
    const { member } = await memberAsking("apagar@exemplo.pt");
    await db.user.update({ where: { id: member.id }, data: { isActive: false } });
    expect((await callRoute(erase, { token: await tokenFor(trainer), params: { id: String(member.id) } })).status).toBe(200);
    expect(await db.emailChange.count()).toBe(0);
    expect(await db.outboxEmail.count({ where: { OR: [{ to: "apagar@exemplo.pt" }, { aboutUserId: member.id }] } })).toBe(0);
  });
});

describe("PUT /api/auth/student/{id}/email tells both addresses (integration)", () => {
  it("mails the old and the new address, and drops the member's own pending request", async () => {
    const trainer = await createUser({ role: "trainer" });
    const { member, token } = await memberAsking("pedido@exemplo.pt", "Bruno Costa", "bruno@ace.pt");
    const changed = await callRoute(setEmail, { method: "PUT", token: await tokenFor(trainer), params: { id: String(member.id) }, body: { email: "Bruno.Costa@Exemplo.pt" } });
    expect(changed.status).toBe(200);
    expect(changed.json.student.email).toBe("bruno.costa@exemplo.pt");

    const [toOld] = (await delivered("bruno@ace.pt")).filter((mail) => mail.subject === "ACE - Email da conta alterado");
    expect(toOld!.text).toContain("O treinador alterou o email da sua conta no ACE.");
    expect(toOld!.text).toContain("O email da sua conta passou a ser «bruno.costa@exemplo.pt».");
    const [toNew] = await delivered("bruno.costa@exemplo.pt");
    expect(toNew!.subject).toBe("ACE - Email da conta alterado");
    expect(toNew!.text).toContain("Olá Bruno Costa,");
    expect(toNew!.text).toContain("O treinador alterou o email da sua conta no ACE.");

    expect((await confirm(token)).json).toEqual({ error: LINK_NOT_VALID });
    expect(await emailOf(member.id)).toBe("bruno.costa@exemplo.pt");
  });

  it("tells nobody when the address stays the same or is refused", async () => {
    const trainer = await createUser({ role: "trainer" });
    const member = await createUser({ email: "bruno@ace.pt" });
    await createUser({ email: "ocupado@ace.pt" });
    const trainerToken = await tokenFor(trainer);
    const put = (email: string) => callRoute(setEmail, { method: "PUT", token: trainerToken, params: { id: String(member.id) }, body: { email } });
    expect((await put("BRUNO@ace.pt")).status).toBe(200);
    const taken = await put("ocupado@ace.pt");
    expect([taken.status, taken.json]).toEqual([409, { error: "Já existe uma conta com este email." }]);
    expect(await emailOf(member.id)).toBe("bruno@ace.pt");
    expect(await db.outboxEmail.count()).toBe(0);
  });
});
