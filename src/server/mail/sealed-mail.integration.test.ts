import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as failedMails } from "@/app/api/mail/failed/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { PUT as resetPassword } from "@/app/api/auth/student/[id]/password/route";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { enqueueEmail } from "@/server/mail/enqueue-email";
import { sealMailText, UNREADABLE_MAIL } from "@/server/mail/sealed-text";
import { backupDatabase, restoreDatabase } from "../../../scripts/lib/backup";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { emptyAllTables } from "../../../test/empty-tables";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// A password waits in the outbox encrypted, never in clear (nor in a backup taken meanwhile);
// the outbox opens it just before sending. Sealed under another AUTH_SECRET (a backup restored on
// another server) or changed in the database, a mail fails at once, listed for the trainer: it
// is never sent as garbage.

const smtp = mailServerOfThisFile();

const passwordIn = (text: string) => text.match(/^\s{4}(\S+)$/m)?.[1];
/** Every column of every waiting row, as PostgreSQL holds it. */
const outboxRows = async () =>
  (await db.$queryRaw<{ row: string }[]>`SELECT row_to_json(o)::text AS row FROM outbox_emails o ORDER BY id`).map(({ row }) => row);

describe("passwords in mail waiting to be sent (integration)", () => {
  it("are stored encrypted, and the mail delivered holds them in clear", async () => {
    const trainer = await createUser({ role: "trainer" });
    await createUser({ email: "ana@ace.pt" });
    const rui = await createUser({ email: "rui@ace.pt" });
    expect((await callRoute(requestReset, { body: { email: "ana@ace.pt" } })).status).toBe(200);
    expect((await callRoute(resetPassword, { method: "PUT", token: await tokenFor(trainer), params: { id: String(rui.id) } })).status).toBe(200);
    const waiting = await outboxRows();
    expect(waiting).toHaveLength(2);

    expect(await deliverDueEmails()).toEqual({ sent: 2, failed: 0 });
    const passwords = [];
    for (const to of ["ana@ace.pt", "rui@ace.pt"]) {
      const mail = await smtp.waitForMessage((message) => message.to === to);
      expect(mail.subject).toBe("ACE - Nova password");
      passwords.push(passwordIn(mail.text));
    }
    expect(passwords).toEqual([expect.stringMatching(/^\S{14}$/), expect.stringMatching(/^\S{14}$/)]);
    for (const row of waiting) {
      for (const password of passwords) expect(row).not.toContain(password);
      expect(row).not.toContain("nova password é");
    }
  });

  it("a backup taken while one waits holds no password, and restored with the same AUTH_SECRET it is delivered", async () => {
    await createUser({ email: "ana@ace.pt" });
    expect((await callRoute(requestReset, { body: { email: "ana@ace.pt" } })).status).toBe(200);
    const folder = await mkdtemp(path.join(os.tmpdir(), "ace-sealed-"));
    try {
      const file = path.join(folder, "backup.json.gz");
      await backupDatabase(process.env.DATABASE_URL!, file);
      await emptyAllTables(db);
      await restoreDatabase(process.env.DATABASE_URL!, file);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const [row] = await db.outboxEmail.findMany();
    expect(row).toMatchObject({ to: "ana@ace.pt", textEncrypted: true, sentAt: null });

    expect(await deliverDueEmails()).toEqual({ sent: 1, failed: 0 });
    const password = passwordIn((await smtp.waitForMessage((message) => message.to === "ana@ace.pt")).text);
    expect(password).toMatch(/^\S{14}$/);
    expect(row.text).not.toContain(password);
  });

  it("one sealed under another AUTH_SECRET, or moved to another address, fails at once, is listed, and nothing is sent", async () => {
    const trainer = await createUser({ role: "trainer" });
    const body = "A sua nova password é:\n\n    Segredo12345\n";
    await db.outboxEmail.createMany({
      data: [
        { to: "ana@ace.pt", subject: "De outro servidor", textEncrypted: true, text: sealMailText(body, "ana@ace.pt", "outro-segredo-de-outro-servidor-0123456789") },
        { to: "intruso@exemplo.pt", subject: "Desviado", textEncrypted: true, text: sealMailText(body, "ana@ace.pt") },
      ],
    });
    const before = smtp.messages.length;

    expect(await deliverDueEmails()).toEqual({ sent: 0, failed: 2 });

    expect(smtp.messages.length).toBe(before);
    const rows = await db.outboxEmail.findMany({ orderBy: { id: "asc" } });
    for (const row of rows) {
      expect(row).toMatchObject({ text: null, attempts: 1, lastError: UNREADABLE_MAIL, sentAt: null });
      expect(row.failedAt).not.toBeNull();
    }
    const listed = await callRoute(failedMails, { token: await tokenFor(trainer) });
    expect(listed.json.mails.map((mail: { subject: string; last_error: string }) => [mail.subject, mail.last_error]).sort()).toEqual([
      ["De outro servidor", UNREADABLE_MAIL],
      ["Desviado", UNREADABLE_MAIL],
    ]);
  });

  it("other mail waits as it always did, readable", async () => {
    await db.$transaction((tx) => enqueueEmail(tx, { to: "ana@ace.pt", subject: "ACE - Aula marcada", body: "A sua aula foi marcada." }));
    expect(await db.outboxEmail.findFirstOrThrow()).toMatchObject({ textEncrypted: false, text: expect.stringContaining("A sua aula foi marcada.") });
  });
});
