import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as failedMails } from "@/app/api/mail/failed/route";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { enqueueEmail } from "@/server/mail/enqueue-email";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// A mail server that takes a mail's data and never answers (docs/architecture.md, "Mail"): the
// outbox cannot tell whether the mail arrived, so it sends it once more at most, with the same
// Message-ID, and then gives it up. Meanwhile the mail behind it goes out on a send of its own.
// A send that fails before the data went out never delivered anything, and is retried as any
// failure is.

/** Subjects whose data the server takes and never answers. */
let silentAfterData = new Set<string>();
/** How many of the next RCPT TO commands the server never answers: before the data. */
let silentRecipients = 0;
/** What the server saw, in the order it saw it. */
let events: string[] = [];
let arrivals: { subject: string; messageId: string | undefined }[] = [];
const silentSessions = new Map<string, string>();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  closeTimeout: 200,
  onRcptTo(_address, _session, callback) {
    if (silentRecipients > 0) silentRecipients--; // silent: the sender gives up waiting
    else callback();
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const subject = parsed.subject ?? "";
        arrivals.push({ subject, messageId: parsed.messageId });
        if (!silentAfterData.has(subject)) {
          events.push(`accepted: ${subject}`);
          callback();
          return;
        }
        events.push(`silent after the data: ${subject}`);
        silentSessions.set(session.id, subject);
      })
      .catch(callback);
  },
  onClose(session) {
    const subject = silentSessions.get(session.id);
    if (subject) events.push(`closed unanswered: ${subject}`);
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  // Two seconds of silence end a send here (2 min in production, mail-transport.ts).
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?socketTimeout=2000`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  silentAfterData = new Set();
  silentRecipients = 0;
  events = [];
  arrivals = [];
});

const inMs = (ms: number) => new Date(Date.now() + ms);
const DAY_MS = 24 * 3_600_000;

describe("a mail server silent after a mail's data (integration)", () => {
  it("gets the mail twice at most, the same message, and the mail queued behind it goes out while it hangs", async () => {
    await db.$transaction(async (tx) => {
      await enqueueEmail(tx, { to: "ana@ace.pt", subject: "ACE - Aula marcada", body: "A sua aula foi marcada." });
      await enqueueEmail(tx, { to: "rui@ace.pt", subject: "ACE - Aula cancelada", body: "A sua aula foi cancelada." });
    });
    silentAfterData.add("ACE - Aula marcada");

    expect(await deliverDueEmails()).toEqual({ sent: 1, failed: 1 });
    // Rui's mail was taken while Ana's send still waited for its answer (the two go side by side,
    // in either order): Ana's connection closed last.
    expect(events.slice(0, 2).sort()).toEqual(["accepted: ACE - Aula cancelada", "silent after the data: ACE - Aula marcada"]);
    expect(events.slice(2)).toEqual(["closed unanswered: ACE - Aula marcada"]);

    // Sent again once, when due, and silent again: given up.
    expect(await deliverDueEmails({ at: inMs(31_000) })).toEqual({ sent: 0, failed: 1 });
    expect(await deliverDueEmails({ at: inMs(DAY_MS) })).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDueEmails({ at: inMs(3 * DAY_MS) })).toEqual({ sent: 0, failed: 0 });

    const anas = arrivals.filter((arrival) => arrival.subject === "ACE - Aula marcada");
    expect(anas).toHaveLength(2);
    const row = await db.outboxEmail.findFirstOrThrow({ where: { to: "ana@ace.pt" } });
    expect(anas.map((arrival) => arrival.messageId)).toEqual([row.messageId, row.messageId]);
    expect(row).toMatchObject({ sentAt: null, failedAt: expect.any(Date), attempts: 2, unconfirmedSends: 2 });

    // The trainer sees it among the mails not delivered, with why it was not sent a third time.
    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    const listed = await callRoute(failedMails, { token: trainerToken });
    expect(listed.json.mails).toEqual([
      expect.objectContaining({ to: "ana@ace.pt", subject: "ACE - Aula marcada", attempts: 2, last_error: expect.stringContaining("may have arrived") }),
    ]);
  });

  it("a send that fails before the data went out does not count: the mail is still sent once more after an unanswered send", async () => {
    await db.$transaction((tx) => enqueueEmail(tx, { to: "ana@ace.pt", subject: "ACE - Lembrete", body: "Amanhã tem aula." }));
    silentAfterData.add("ACE - Lembrete");

    expect(await deliverDueEmails()).toEqual({ sent: 0, failed: 1 }); // handed over, unanswered
    silentAfterData.clear();
    silentRecipients = 1;
    expect(await deliverDueEmails({ at: inMs(31_000) })).toEqual({ sent: 0, failed: 1 }); // silent before the data
    expect(await deliverDueEmails({ at: inMs(5 * 60_000) })).toEqual({ sent: 1, failed: 0 });

    expect(arrivals.map((arrival) => arrival.subject)).toEqual(["ACE - Lembrete", "ACE - Lembrete"]);
    expect(await db.outboxEmail.findFirstOrThrow()).toMatchObject({ sentAt: expect.any(Date), attempts: 3, unconfirmedSends: 1 });
  });
});
