import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { enqueueEmail } from "@/server/mail/enqueue-email";

// With two instances and a slow mail server, each mail goes out once: the two delivery loops
// below are what two app instances run, each on its own connection. Half-way, the outbox's
// timestamps are moved a day back, as if a day had passed mid-send: no claim of a mail may
// lapse with time while it is being sent.

const DELAY_MS = 300;
const MAILS = 8;
const received: string[] = [];
let firstArrival: () => void;
const firstMailArrived = new Promise<void>((resolve) => (firstArrival = resolve));

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  closeTimeout: 200,
  onData(stream, _session, callback) {
    firstArrival();
    simpleParser(stream)
      .then((parsed) => {
        // Slow to accept each message: the mail is counted only once accepted.
        setTimeout(() => {
          received.push(parsed.subject ?? "");
          callback();
        }, DELAY_MS);
      })
      .catch(callback);
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An instance's worker: delivery rounds until nothing is left to send. */
async function deliveryLoop(): Promise<number> {
  let sent = 0;
  while ((await db.outboxEmail.count({ where: { sentAt: null } })) > 0) {
    sent += (await deliverDueEmails()).sent;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return sent;
}

describe("delivery with two instances and a slow mail server (integration)", () => {
  it("sends each mail exactly once", async () => {
    await db.$transaction(async (tx) => {
      for (let index = 0; index < MAILS; index++) {
        await enqueueEmail(tx, { to: `membro${index}@ace.pt`, subject: `Aviso ${index}`, body: "Corpo" });
      }
    });

    const first = deliveryLoop();
    await firstMailArrived;
    // A day passes for every mail not being sent this instant (a locked row is left as it is):
    // every timestamp of the outbox moves back, whatever its columns.
    const columns = await db.$queryRaw<{ name: string }[]>`
      SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'outbox_emails' AND data_type = 'timestamp with time zone'`;
    await db.$executeRawUnsafe(
      `UPDATE outbox_emails SET ${columns.map(({ name }) => `"${name}" = "${name}" - interval '1 day'`).join(", ")}
       WHERE id IN (SELECT id FROM outbox_emails FOR UPDATE SKIP LOCKED)`,
    );
    const second = deliveryLoop();
    const sent = await Promise.all([first, second]);

    expect(received.sort()).toEqual(Array.from({ length: MAILS }, (_, index) => `Aviso ${index}`).sort());
    expect(sent[0] + sent[1]).toBe(MAILS);
    expect(sent[1]).toBeGreaterThan(0); // both instances took part
  });
});
