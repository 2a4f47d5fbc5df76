import { beforeEach, describe, expect, it } from "vitest";
import { POST as approveStudents } from "@/app/api/auth/approve-students/route";
import { POST as approveStudent } from "@/app/api/auth/approve-student/route";
import { POST as login } from "@/app/api/auth/login/route";
import { db } from "@/server/db";
import { latestChangelogVersion } from "@/server/changelog/changelog";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { mailServerOfThisFile } from "../../../test/mail-server";
import { tokenFor } from "../../../test/sessions";

// Sign-ups approved at once (docs/rules.md, "Accounts"): POST /api/auth/approve-students
// { ids, category } approves every sign-up named, in one category, or none; each member is told
// as one approval tells them (over real SMTP), and can sign in.

const smtp = mailServerOfThisFile();
let trainerToken: string;

beforeEach(async () => {
  trainerToken = await tokenFor(await createUser({ role: "trainer", email: "treinador@ace.pt" }));
});

const approve = (body: unknown, token = trainerToken) => callRoute(approveStudents, { token, body });

async function pendingSignUps(count: number) {
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) ids.push((await createUser({ name: `Pedido ${n}`, email: `pedido${n}@ace.pt`, approved: false })).id);
  return ids;
}

const pendingLeft = () => db.user.count({ where: { approvedAt: null } });

describe("approving several sign-ups at once (integration)", () => {
  it("approves 60 sign-ups in one request, each in the category chosen, each told by mail; they sign in", async () => {
    const ids = await pendingSignUps(60);
    const response = await approve({ ids, category: "external" });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ message: "60 pedidos de registo aprovados.", approved: 60 });
    expect(await pendingLeft()).toBe(0);
    const approved = await db.user.findMany({ where: { id: { in: ids } }, select: { role: true, studentCategory: true, isActive: true, lastChangelogSeen: true } });
    expect(new Set(approved.map((user) => JSON.stringify(user)))).toEqual(
      new Set([JSON.stringify({ role: "external", studentCategory: "external", isActive: true, lastChangelogSeen: latestChangelogVersion() })]),
    );
    expect(await db.outboxEmail.count({ where: { subject: "ACE - Registo aprovado" } })).toBe(60);

    const mail = await smtp.delivered("pedido7@ace.pt", "ACE - Registo aprovado");
    expect(mail.text).toContain("Olá Pedido 7,");
    expect(mail.text).toContain("O seu registo no ACE foi aprovado pelo treinador, como aluno externo.");
    const signedIn = await callRoute(login, { body: { email: "pedido7@ace.pt", password: "segredo1" } });
    expect(signedIn.status).toBe(200);
  }, 60_000);

  it("tells each member as one approval does: the same mail, one rule", async () => {
    const [one, two] = await pendingSignUps(2);
    await callRoute(approveStudent, { token: trainerToken, body: { student_id: one, approved: true, student_category: "student" } });
    await approve({ ids: [two], category: "student" });
    const bodies = (await db.outboxEmail.findMany({ orderBy: { id: "asc" }, select: { subject: true, text: true } })).map((mail) => ({
      ...mail,
      text: mail.text?.replace(/Pedido \d/, "Pedido N"),
    }));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual(bodies[1]);
  });

  it("approves nothing when one id is already approved, and says how many; nobody is mailed", async () => {
    const ids = await pendingSignUps(3);
    const member = await createUser({ name: "Já Aprovada", role: "student" });
    const response = await approve({ ids: [...ids, member.id], category: "student" });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe("Um dos pedidos selecionados já não está pendente: nenhum pedido foi aprovado. Atualize a lista e tente novamente.");
    expect(await pendingLeft()).toBe(3);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("approves nothing when ids do not exist", async () => {
    const ids = await pendingSignUps(2);
    const response = await approve({ ids: [...ids, 999_998, 999_999], category: "guest" });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe("2 dos 4 pedidos selecionados já não estão pendentes: nenhum pedido foi aprovado. Atualize a lista e tente novamente.");
    expect(await pendingLeft()).toBe(2);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("refuses a malformed list or category with a Portuguese message and changes nothing", async () => {
    const ids = await pendingSignUps(2);
    for (const [body, message] of [
      [{ ids: [], category: "student" }, "Selecione pelo menos um pedido de registo."],
      [{ ids: [ids[0], "abc"], category: "student" }, "Identificador de aluno inválido."],
      [{ ids: ids[0], category: "student" }, "Indique os pedidos de registo a aprovar."],
      [{ category: "student" }, "Indique os pedidos de registo a aprovar."],
      [{ ids }, "Selecione a categoria: aluno regular, externo ou convidado."],
      [{ ids, category: "trainer" }, "Selecione a categoria: aluno regular, externo ou convidado."],
      [{ ids: Array.from({ length: 501 }, (_, n) => n + 1), category: "student" }, "Não é possível aprovar mais de 500 pedidos de uma vez."],
    ] as const) {
      const response = await approve(body);
      expect(response.status).toBe(400);
      expect(response.json.error).toBe(message);
    }
    expect(await pendingLeft()).toBe(2);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("of two overlapping approvals at once (two tabs), one approves all of its own, the other nothing", async () => {
    const ids = await pendingSignUps(6);
    const [first, second] = await Promise.all([approve({ ids: ids.slice(0, 4), category: "student" }), approve({ ids: ids.slice(2), category: "external" })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? ids.slice(0, 4) : ids.slice(2);
    const left = await db.user.findMany({ where: { approvedAt: null }, select: { id: true } });
    expect(left.map((user) => user.id).sort()).toEqual(ids.filter((id) => !winner.includes(id)).sort());
    expect(await db.outboxEmail.count()).toBe(4);
  });

  it("counts an id given twice once; a student may not call it", async () => {
    const [id] = await pendingSignUps(1);
    const student = await tokenFor(await createUser({ role: "student" }));
    expect((await approve({ ids: [id], category: "student" }, student)).status).toBe(403);
    const response = await approve({ ids: [id, id], category: "student" });
    expect(response.json).toEqual({ message: "1 pedido de registo aprovado.", approved: 1 });
    expect(await db.outboxEmail.count()).toBe(1);
  });
});
