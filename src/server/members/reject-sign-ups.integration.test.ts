import { beforeEach, describe, expect, it } from "vitest";
import { POST as rejectStudents } from "@/app/api/auth/reject-students/route";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

let trainerToken: string;

beforeEach(async () => {
  trainerToken = await tokenFor(await createUser({ role: "trainer", email: "treinador@ace.pt" }));
});

const reject = (body: unknown, token = trainerToken) => callRoute(rejectStudents, { token, body });

async function pendingSignUps(count: number) {
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) ids.push((await createUser({ name: `Pedido ${n}`, approved: false })).id);
  return ids;
}

const pendingLeft = () => db.user.count({ where: { approvedAt: null } });

describe("rejecting several sign-ups at once (integration)", () => {
  it("rejects 85 sign-ups in one request: every pending account is removed", async () => {
    const ids = await pendingSignUps(85);
    const response = await reject({ user_ids: ids });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ message: "85 pedidos de registo rejeitados.", rejected: 85 });
    expect(await pendingLeft()).toBe(0);
  });

  it("rejects nothing when one id is no longer pending, and says how many", async () => {
    const ids = await pendingSignUps(3);
    const member = await createUser({ name: "Já Aprovada" });
    const response = await reject({ user_ids: [...ids, member.id] });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe(
      "Um dos pedidos selecionados já não está pendente: nenhum pedido foi rejeitado. Atualize a lista e tente novamente.",
    );
    expect(await pendingLeft()).toBe(3);
    expect(await db.user.findUnique({ where: { id: member.id } })).not.toBeNull();
  });

  it("rejects nothing when ids do not exist", async () => {
    const ids = await pendingSignUps(2);
    const response = await reject({ user_ids: [...ids, 999_998, 999_999] });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe("2 dos 4 pedidos selecionados já não estão pendentes: nenhum pedido foi rejeitado. Atualize a lista e tente novamente.");
    expect(await pendingLeft()).toBe(2);
  });

  it("refuses a malformed list with a Portuguese message and changes nothing", async () => {
    const ids = await pendingSignUps(2);
    for (const [body, message] of [
      [{ user_ids: [] }, "Selecione pelo menos um pedido de registo."],
      [{ user_ids: [ids[0], "abc"] }, "Identificador de aluno inválido."],
      [{ user_ids: ids[0] }, "Indique os pedidos de registo a rejeitar."],
      [{}, "Indique os pedidos de registo a rejeitar."],
      [{ user_ids: Array.from({ length: 501 }, (_, n) => n + 1) }, "Não é possível rejeitar mais de 500 pedidos de uma vez."],
    ] as const) {
      const response = await reject(body);
      expect(response.status).toBe(400);
      expect(response.json.error).toBe(message);
    }
    expect(await pendingLeft()).toBe(2);
  });

  it("of two overlapping rejections at once (two tabs), one rejects all of its own, the other nothing", async () => {
    const ids = await pendingSignUps(6);
    const [first, second] = await Promise.all([reject({ user_ids: ids.slice(0, 4) }), reject({ user_ids: ids.slice(2) })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? ids.slice(0, 4) : ids.slice(2);
    const left = await db.user.findMany({ where: { approvedAt: null }, select: { id: true } });
    expect(left.map((user) => user.id).sort()).toEqual(ids.filter((id) => !winner.includes(id)).sort());
  });

  it("counts an id given twice once", async () => {
    const [id] = await pendingSignUps(1);
    const response = await reject({ user_ids: [id, id] });
    expect(response.json).toEqual({ message: "1 pedido de registo rejeitado.", rejected: 1 });
  });

  it("is the trainer's alone: a member gets 403 and nothing changes", async () => {
    const ids = await pendingSignUps(2);
    const member = await createUser({ role: "student" });
    const response = await reject({ user_ids: ids }, await tokenFor(member));
    expect(response.status).toBe(403);
    expect(await pendingLeft()).toBe(2);
  });
});
