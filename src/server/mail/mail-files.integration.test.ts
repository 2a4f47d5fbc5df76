import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sendMail } from "@/server/mail/mail-transport";

// Without SMTP_URL (the demo) mail is written as .eml files; they hold emailed passwords, so
// only the app's own user may read them.

describe("demo mail files (integration)", () => {
  it("are readable by their owner only", async () => {
    delete process.env.SMTP_URL;
    await sendMail({ to: "aluno@ace.pt", subject: "ACE - Nova password", text: "A sua nova password é: abc" });
    const folder = path.join(process.env.ACE_DATA_DIR!, "mail");
    const [file] = await readdir(folder);
    expect(file).toMatch(/aluno@ace\.pt\.eml$/);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(folder, file))).mode & 0o777).toBe(0o600);
  });
});
