import net from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "./smtp-server";

// The mail catcher itself: what nodemailer sends arrives parsed, and waiting is bounded.

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

describe("test SMTP server", () => {
  it("receives mail sent over SMTP, parsed", async () => {
    const transport = nodemailer.createTransport(smtp.url);
    const waiting = smtp.waitForMessage((mail) => mail.to === "aluno@ace.pt");
    await transport.sendMail({
      from: "ACE <no-reply@ace.local>",
      to: "Ana Silva <aluno@ace.pt>",
      subject: "Aula marcada",
      text: "Olá Ana,\nA sua aula está marcada.\nAté breve",
    });
    const mail = await waiting;
    expect(mail).toMatchObject({ from: "no-reply@ace.local", recipients: ["aluno@ace.pt"], subject: "Aula marcada" });
    expect(mail.text).toContain("A sua aula está marcada.");
    expect(await smtp.waitForMessage()).toBe(mail); // already received: answered at once
    transport.close();
  });

  it("carries on when a client resets its connection mid-mail, as an app instance stopped while sending does", async () => {
    // Unheard, the reset was an uncaught error in the test's process, which failed whichever
    // journey was running ('read ECONNRESET' when a journey stopped its instance mid-mail).
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(smtp.port, "127.0.0.1");
      const commands = ["EHLO client.test", "MAIL FROM:<no-reply@ace.local>", "RCPT TO:<interrompido@ace.pt>", "DATA", "Subject: Interrompido"];
      socket.setEncoding("utf8");
      socket.on("data", (answer: string) => {
        if (!/^(220|250 |354)/m.test(answer)) return;
        const command = commands.shift()!;
        // The message's first line, then the connection is reset, as a process killed mid-mail.
        const next = commands.length > 0 ? undefined : () => setTimeout(() => resolve(void socket.resetAndDestroy()), 50);
        socket.write(`${command}\r\n`, next);
      });
      socket.once("error", reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const transport = nodemailer.createTransport(smtp.url);
    await transport.sendMail({ from: "no-reply@ace.local", to: "depois@ace.pt", subject: "Depois do reset", text: "Chegou." });
    expect((await smtp.waitForMessage((mail) => mail.to === "depois@ace.pt")).subject).toBe("Depois do reset");
    expect(smtp.messages.some((mail) => mail.recipients.includes("interrompido@ace.pt"))).toBe(false);
    transport.close();
  });

  it("gives up waiting after the timeout, saying what did arrive", async () => {
    await expect(smtp.waitForMessage((mail) => mail.to === "ninguem@ace.pt", 100)).rejects.toThrow(
      /No matching mail within 100 ms \(received: aluno@ace.pt: Aula marcada/,
    );
  });
});
