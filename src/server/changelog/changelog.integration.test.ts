import { beforeEach, describe, expect, it } from "vitest";
import { POST as approveStudent } from "@/app/api/auth/approve-student/route";
import { GET as checkChangelog } from "@/app/api/auth/check-changelog/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as markChangelogSeen } from "@/app/api/auth/mark-changelog-seen/route";
import { POST as register } from "@/app/api/auth/register/route";
import { changelog } from "@/lib/changelog";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

const LATEST = changelog[0]!.version;
const EARLIER = changelog[1]!.version;

const signIn = (email: string, password = "segredo1") => callRoute(login, { path: "/api/auth/login", body: { email, password } });

beforeEach(async () => {
  await db.rateLimitHit.deleteMany();
});

describe("the changelog is news for members who knew the earlier versions (integration)", () => {
  it("a newcomer, signed up and approved, signs in for the first time with no changelog to show", async () => {
    const trainer = await createUser({ role: "trainer", email: "treinador@ace.pt" });
    const signedUp = await callRoute(register, { body: { name: "Marta Sousa", email: "marta@ace.pt", password: "segredo1" } });
    expect(signedUp.status).toBe(201);
    const pending = await db.user.findUniqueOrThrow({ where: { email: "marta@ace.pt" }, select: { id: true } });
    const approved = await callRoute(approveStudent, {
      token: await tokenFor(trainer),
      body: { student_id: pending.id, approved: true, student_category: "student" },
    });
    expect(approved.status).toBe(200);

    const first = await signIn("marta@ace.pt");
    expect(first.status).toBe(200);
    expect(first.json.showChangelog).toBe(false);
    expect((await callRoute(checkChangelog, { token: first.json.token })).json).toEqual({ shouldShowChangelog: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: pending.id } })).lastChangelogSeen).toBe(LATEST);
  });

  it("a member who last saw an earlier version is shown the news until closing them", async () => {
    const member = await createUser({ email: "rui@ace.pt" });
    await db.user.update({ where: { id: member.id }, data: { lastChangelogSeen: EARLIER } });

    const back = await signIn("rui@ace.pt");
    expect(back.json.showChangelog).toBe(true);
    expect((await callRoute(checkChangelog, { token: back.json.token })).json).toEqual({ shouldShowChangelog: true });

    expect((await callRoute(markChangelogSeen, { method: "POST", token: back.json.token })).status).toBe(200);
    expect((await signIn("rui@ace.pt")).json.showChangelog).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).lastChangelogSeen).toBe(LATEST);
  });

  it("a refused sign-up decision leaves no changelog version behind", async () => {
    const trainer = await createUser({ role: "trainer" });
    const member = await createUser({ email: "ana@ace.pt" });
    await db.user.update({ where: { id: member.id }, data: { lastChangelogSeen: EARLIER } });
    // Approving an account that is not pending is refused and changes nothing, its news included.
    const refused = await callRoute(approveStudent, {
      token: await tokenFor(trainer),
      body: { student_id: member.id, approved: true, student_category: "student" },
    });
    expect(refused.status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).lastChangelogSeen).toBe(EARLIER);
    expect((await signIn("ana@ace.pt")).json.showChangelog).toBe(true);
  });
});
