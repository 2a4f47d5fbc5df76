import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FailedMailJson } from "@/server/mail/list-failed-mails";
import { FailedMailsCard } from "./failed-mails-card";

// The trainer's card of undelivered mail, as the server renders it (it has no browser code).

function mail(n: number, createdAt = "2026-11-20T15:30:00.000Z"): FailedMailJson {
  return { id: n, to: `socio${n}@ace.pt`, subject: `ACE - Aviso ${n}`, attempts: 40, last_error: "timeout", created_at: createdAt };
}

const render = (mails: FailedMailJson[], total: number) => renderToStaticMarkup(createElement(FailedMailsCard, { mails, total }));

describe("FailedMailsCard", () => {
  it("renders nothing when no mail failed", () => {
    expect(render([], 0)).toBe("");
  });

  it("names each mail's recipient, subject and Lisbon date, and what to do", () => {
    // 23:30 UTC on 31 March is 00:30 on 1 April in Lisbon (summer time).
    const html = render([mail(1, "2026-03-31T23:30:00.000Z")], 1);
    expect(html).toContain("<h2");
    expect(html).toContain("Emails por entregar");
    expect(html).toContain("<li");
    expect(html).toContain("socio1@ace.pt");
    expect(html).toContain("ACE - Aviso 1");
    expect(html).toContain('<time dateTime="2026-03-31T23:30:00.000Z">1 de abril de 2026 às 00:30</time>');
    expect(html).toContain("Um email não chegou ao destinatário: o ACE tentou enviá-lo durante 3 dias");
    expect(html).toContain("(SMTP)");
    expect(html).toContain("contacte o membro por outra via");
    expect(html).not.toContain("E mais");
  });

  it("says how many more there are beyond those it lists", () => {
    const html = render([1, 2, 3, 4, 5].map((n) => mail(n)), 8);
    expect(html.match(/<li/g)).toHaveLength(5);
    expect(html).toContain("8 emails não chegaram aos destinatários: o ACE tentou enviá-los durante 3 dias");
    expect(html).toContain("E mais 3 emails por entregar.");
    expect(render([1, 2, 3, 4, 5].map((n) => mail(n)), 6)).toContain("E mais 1 email por entregar.");
  });
});
