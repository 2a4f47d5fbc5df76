import { beforeEach, describe, expect, it } from "vitest";
import { POST as approveStudent } from "@/app/api/auth/approve-student/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as pendingStudents } from "@/app/api/auth/pending-students/route";
import { GET as students } from "@/app/api/auth/students/route";
import { GET as student } from "@/app/api/auth/student/[id]/route";
import { PUT as setCategory } from "@/app/api/auth/student/[id]/category/route";
import { PUT as setEmail } from "@/app/api/auth/student/[id]/email/route";
import { PUT as setFee } from "@/app/api/auth/student/[id]/fixed-monthly-fee/route";
import { PUT as resetPassword } from "@/app/api/auth/student/[id]/password/route";
import { PUT as setStatus } from "@/app/api/auth/student/[id]/status/route";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { callRoute } from "../../../test/call-route";
import { createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

const smtp = mailServerOfThisFile();
let trainer: TestUser;
let trainerToken: string;

beforeEach(async () => {
  trainer = await createUser({ role: "trainer", email: "treinador@ace.pt" });
  trainerToken = await tokenFor(trainer);
});

const put = (handler: typeof setStatus, id: number, body?: unknown, token = trainerToken) =>
  callRoute(handler, { method: "PUT", token, params: { id: String(id) }, body });

describe("sign-up decisions (integration)", () => {
  it("lists pending sign-ups apart from approved members", async () => {
    const pending = await createUser({ name: "Eva Rocha", approved: false });
    const approved = await createUser({ name: "Ana Silva" });
    const pendingList = await callRoute(pendingStudents, { token: trainerToken });
    const approvedList = await callRoute(students, { token: trainerToken });
    expect(pendingList.json.pending_students.map((u: { id: number }) => u.id)).toEqual([pending.id]);
    expect(approvedList.json.students.map((u: { id: number }) => u.id)).toEqual([approved.id]);
  });

  it("approves a sign-up as external: role and category together, the member is told by mail and can sign in", async () => {
    const pending = await createUser({ name: "Carla Mendes", email: "carla@ace.pt", password: "segredo1", approved: false });
    const response = await callRoute(approveStudent, {
      token: trainerToken,
      body: { student_id: pending.id, approved: true, student_category: "external" },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ message: "Aluno aprovado com sucesso!" });

    const stored = await db.user.findUniqueOrThrow({ where: { id: pending.id } });
    expect(stored).toMatchObject({ role: "external", studentCategory: "external" });
    expect(stored.approvedAt).not.toBeNull();

    await deliverDueEmails();
    const mail = await smtp.waitForMessage((message) => message.to === "carla@ace.pt");
    expect(mail.subject).toBe("ACE - Registo aprovado");
    expect(mail.text).toContain("aprovado pelo treinador, como aluno externo");

    const signIn = await callRoute(login, { body: { email: "carla@ace.pt", password: "segredo1" } });
    expect(signIn.status).toBe(200);
    expect(signIn.json.user.role).toBe("external");
  });

  it("rejects a sign-up by removing the pending account", async () => {
    const pending = await createUser({ approved: false });
    const response = await callRoute(approveStudent, { token: trainerToken, body: { student_id: pending.id, approved: false } });
    expect(response.json).toEqual({ message: "Aluno rejeitado com sucesso!" });
    expect(await db.user.findUnique({ where: { id: pending.id } })).toBeNull();
  });

  it("cannot approve or reject an account that is not pending", async () => {
    const member = await createUser();
    const reject = await callRoute(approveStudent, { token: trainerToken, body: { student_id: member.id, approved: false } });
    expect(reject.status).toBe(404);
    expect(reject.json).toEqual({ error: "Pedido de registo não encontrado." });
    expect(await db.user.findUnique({ where: { id: member.id } })).not.toBeNull();
    const rejectTrainer = await callRoute(approveStudent, { token: trainerToken, body: { student_id: trainer.id, approved: false } });
    expect(rejectTrainer.status).toBe(404);
  });

  it.each([
    [{ student_id: 1, approved: true }, "Selecione a categoria: aluno regular, externo ou convidado."],
    [{ student_id: 1, approved: true, student_category: "trainer" }, "Selecione a categoria: aluno regular, externo ou convidado."],
    [{ student_id: "abc", approved: true, student_category: "guest" }, "Identificador de aluno inválido."],
    [{ student_id: 1 }, "Indique se o registo é aprovado ou rejeitado."],
  ])("answers 400 in Portuguese for %j and changes nothing", async (body, message) => {
    const pending = await createUser({ approved: false });
    const response = await callRoute(approveStudent, { token: trainerToken, body: { ...body, student_id: body.student_id === 1 ? pending.id : body.student_id } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
    expect((await db.user.findUniqueOrThrow({ where: { id: pending.id } })).approvedAt).toBeNull();
  });
});

describe("managing a member (integration)", () => {
  it("deactivation cuts off the member's existing session at once and for good; reactivation lets them sign in again", async () => {
    const member = await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const memberToken = await tokenFor(member);
    expect((await callRoute(me, { token: memberToken })).status).toBe(200);

    const off = await put(setStatus, member.id, { is_active: false });
    expect(off.json).toMatchObject({ message: `Conta de ${member.name} desativada.`, student: { is_active: false }, cancelled_lessons: 0 });
    expect((await callRoute(me, { token: memberToken })).status).toBe(401);
    const blocked = await callRoute(login, { body: { email: "aluno@ace.pt", password: "segredo1" } });
    expect(blocked.json.error).toBe("A sua conta está desativada. Contacte o treinador.");

    await put(setStatus, member.id, { is_active: true });
    expect((await callRoute(me, { token: memberToken })).status).toBe(401);
    const again = await callRoute(login, { body: { email: "aluno@ace.pt", password: "segredo1" } });
    expect(again.status).toBe(200);
    expect((await callRoute(me, { token: again.json.token })).status).toBe(200);
  });

  it("moves a member between regular and external, role included", async () => {
    const member = await createUser({ role: "student" });
    const response = await put(setCategory, member.id, { student_category: "external" });
    expect(response.json).toMatchObject({ message: "Categoria do aluno atualizada com sucesso!", student: { role: "external", student_category: "external" } });
    const invalid = await put(setCategory, member.id, { student_category: "guest" });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({ error: "A categoria deve ser Regular ou Externo." });
  });

  it("does not turn a guest into a student through the category call", async () => {
    const guest = await createUser({ role: "guest" });
    expect((await put(setCategory, guest.id, { student_category: "student" })).status).toBe(404);
  });

  it("switches the fixed monthly fee on with an exact amount, and off to 0", async () => {
    const member = await createUser();
    const on = await put(setFee, member.id, { has_fixed_monthly_fee: true, monthly_fee_amount: 35.5 });
    expect(on.json).toMatchObject({ message: "Mensalidade fixa atualizada com sucesso!", student: { has_fixed_monthly_fee: true, monthly_fee_amount: 35.5 } });
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).monthlyFeeAmount.toString()).toBe("35.5");

    const off = await put(setFee, member.id, { has_fixed_monthly_fee: false, monthly_fee_amount: 99 });
    expect(off.json.student).toMatchObject({ has_fixed_monthly_fee: false, monthly_fee_amount: 0 });
  });

  it.each([[-5], ["abc"], [12.345], [null]])("refuses the fee amount %j with a Portuguese message", async (amount) => {
    const member = await createUser({ hasFixedMonthlyFee: true, monthlyFeeAmount: "20" });
    const response = await put(setFee, member.id, { has_fixed_monthly_fee: true, monthly_fee_amount: amount });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(/^Indique um valor válido/);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).monthlyFeeAmount.toString()).toBe("20");
  });

  it("changes a member's email, refusing one already in use", async () => {
    const member = await createUser({ email: "velho@ace.pt" });
    await createUser({ email: "ocupado@ace.pt" });
    const changed = await put(setEmail, member.id, { email: "Novo@ACE.pt" });
    expect(changed.json).toMatchObject({ message: "Email do aluno atualizado com sucesso!", student: { email: "novo@ace.pt" } });
    const taken = await put(setEmail, member.id, { email: "ocupado@ace.pt" });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ error: "Já existe uma conta com este email." });
    const invalid = await put(setEmail, member.id, { email: "não é email" });
    expect(invalid.json).toEqual({ error: "Introduza um email válido." });
  });

  it("resets a member's password at once and mails the new one", async () => {
    const member = await createUser({ name: "Bruno Costa", email: "bruno@ace.pt", password: "antiga1" });
    const oldSession = await tokenFor(member);
    const response = await put(resetPassword, member.id);
    expect(response.json).toEqual({ message: "Password do aluno redefinida com sucesso!" });
    expect((await callRoute(me, { token: oldSession })).status).toBe(401);

    await deliverDueEmails();
    const mail = await smtp.waitForMessage((message) => message.to === "bruno@ace.pt");
    const password = mail.text.match(/^\s{4}(\S+)$/m)?.[1];
    expect((await callRoute(login, { body: { email: "bruno@ace.pt", password: "antiga1" } })).status).toBe(401);
    expect((await callRoute(login, { body: { email: "bruno@ace.pt", password } })).status).toBe(200);
  });

  it("shows one member's details, and 404 for unknown ids and trainers", async () => {
    const member = await createUser({ name: "Ana Silva" });
    const found = await callRoute(student, { token: trainerToken, params: { id: String(member.id) } });
    expect(found.json.student).toMatchObject({ id: member.id, name: "Ana Silva" });
    const unknown = await callRoute(student, { token: trainerToken, params: { id: "999999" } });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: "Aluno não encontrado." });
    expect((await callRoute(student, { token: trainerToken, params: { id: String(trainer.id) } })).status).toBe(404);
    expect((await put(setStatus, trainer.id, { is_active: false })).status).toBe(404);
  });
});

describe("member management is the trainer's (integration)", () => {
  it.each(["student", "external", "guest"] as const)("refuses a %s on every call", async (role) => {
    const member = await createUser({ role });
    const other = await createUser({ approved: false });
    const token = await tokenFor(member);
    const id = String(other.id);
    const calls = [
      callRoute(students, { token }),
      callRoute(pendingStudents, { token }),
      callRoute(approveStudent, { token, body: { student_id: other.id, approved: false } }),
      callRoute(student, { token, params: { id } }),
      put(setStatus, other.id, { is_active: false }, token),
      put(setCategory, other.id, { student_category: "external" }, token),
      put(setFee, other.id, { has_fixed_monthly_fee: false }, token),
      put(setEmail, other.id, { email: "x@ace.pt" }, token),
      put(resetPassword, other.id, undefined, token),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(response.json).toEqual({ error: "Não tem permissão para esta operação." });
    }
    expect(await db.user.findUnique({ where: { id: other.id } })).not.toBeNull();
  });

  it("refuses anyone signed out", async () => {
    expect((await callRoute(students)).status).toBe(401);
  });
});
