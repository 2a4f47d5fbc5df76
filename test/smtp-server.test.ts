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

  it("gives up waiting after the timeout, saying what did arrive", async () => {
    await expect(smtp.waitForMessage((mail) => mail.to === "ninguem@ace.pt", 100)).rejects.toThrow(
      /No matching mail within 100 ms \(received: aluno@ace.pt: Aula marcada\)/,
    );
  });
});
