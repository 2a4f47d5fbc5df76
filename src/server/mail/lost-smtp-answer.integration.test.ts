import type { AddressInfo, Socket } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { enqueueEmail } from "@/server/mail/enqueue-email";

// A mail server that takes a mail and is gone before it answers: the outbox cannot tell a mail
// that arrived from one that did not, so it sends it again later (once at most). The copies are one message to the mail
// clients and servers that drop duplicates: each attempt carries the Message-ID made when the
// mail was written.

/** How many of the next arrivals the server never answers (it took them all the same). */
let unanswered = 0;
let arrivals: { messageId: string | undefined; subject: string }[] = [];
/** The connections open now: one per mail (the transport does not pool). */
const connections = new Set<Socket>();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  closeTimeout: 200,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        arrivals.push({ messageId: parsed.messageId, subject: parsed.subject ?? "" });
        if (unanswered === 0) return callback();
        // The answer is lost: the connection drops once the mail is in. (A server that stays
        // silent instead is hung-smtp-send.integration.test.ts: the sender's own timeout.)
        unanswered--;
        for (const socket of connections) socket.destroy();
      })
      .catch(callback);
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  server.server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  arrivals = [];
  unanswered = 0;
});

const inMs = (ms: number) => new Date(Date.now() + ms);

describe("a mail sent again after its answer was lost (integration)", () => {
  it("arrives each time with the same Message-ID, the one made when it was written", async () => {
    await db.$transaction((tx) => enqueueEmail(tx, { to: "ana@ace.pt", subject: "ACE - Aula marcada", body: "A sua aula foi marcada." }));
    unanswered = 1; // a second lost answer gives the mail up (hung-smtp-send.integration.test.ts)

    expect(await deliverDueEmails()).toEqual({ sent: 0, failed: 1 });
    expect(await deliverDueEmails({ at: inMs(31_000) })).toEqual({ sent: 1, failed: 0 });

    expect(arrivals.map((arrival) => arrival.subject)).toEqual(["ACE - Aula marcada", "ACE - Aula marcada"]);
    expect(new Set(arrivals.map((arrival) => arrival.messageId)).size).toBe(1);
    const [row] = await db.outboxEmail.findMany();
    expect(row.messageId).toMatch(/^<[^<>@\s]+@ace\.local>$/); // the domain of MAIL_FROM
    expect(arrivals[0].messageId).toBe(row.messageId);
  });

  it("gives each mail a Message-ID of its own", async () => {
    await db.$transaction(async (tx) => {
      await enqueueEmail(tx, { to: "ana@ace.pt", subject: "Um", body: "Corpo" });
      await enqueueEmail(tx, { to: "ana@ace.pt", subject: "Dois", body: "Corpo" });
    });
    const ids = (await db.outboxEmail.findMany({ select: { messageId: true } })).map((row) => row.messageId);
    expect(ids).toEqual([expect.stringMatching(/^<.+@ace\.local>$/), expect.stringMatching(/^<.+@ace\.local>$/)]);
    expect(new Set(ids).size).toBe(2);
  });

  it("a mail written before Message-IDs were kept gets one at its first attempt and keeps it", async () => {
    await db.outboxEmail.create({ data: { to: "ana@ace.pt", subject: "Antigo", text: "Corpo" } });
    unanswered = 1;
    expect(await deliverDueEmails()).toEqual({ sent: 0, failed: 1 });
    const { messageId } = await db.outboxEmail.findFirstOrThrow();
    expect(messageId).toMatch(/^<.+@ace\.local>$/);
    expect(await deliverDueEmails({ at: inMs(31_000) })).toEqual({ sent: 1, failed: 0 });
    expect(arrivals.map((arrival) => arrival.messageId)).toEqual([messageId, messageId]);
  });
});
