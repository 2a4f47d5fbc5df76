import { describe, expect, it } from "vitest";
import { clubMonth, clubYear } from "@/lib/club-time";
import { parsePaymentsQuery, paymentsQueryString } from "./payments-query";

const parse = (search: string) => parsePaymentsQuery(new URLSearchParams(search));
const year = String(clubYear());

describe("the /payments address", () => {
  it("opens the generate tab on the current club month", () => {
    expect(parse("")).toEqual({ tab: "generate", month: { year, month: clubMonth().slice(5, 7) } });
  });

  it("keeps a month half chosen, so the screen can ask for the rest", () => {
    expect(parse(`tab=manage&month=${year}-`)).toEqual({ tab: "manage", month: { year, month: "" } });
    expect(parse("tab=manage&month=-03")).toEqual({ tab: "manage", month: { year: "", month: "03" } });
    expect(parse("tab=manage&month=-")).toEqual({ tab: "manage", month: { year: "", month: "" } });
  });

  it("falls back to the current month for a year outside the choices or a malformed month", () => {
    const current = { year, month: clubMonth().slice(5, 7) };
    expect(parse(`month=${clubYear() + 3}-01`).month).toEqual(current);
    expect(parse(`month=${year}-13`).month).toEqual(current);
    expect(parse("tab=nope").tab).toBe("generate");
  });

  it("writes back what it reads", () => {
    for (const search of [`tab=statistics&month=${year}-07`, `tab=manage&month=${year}-`, "tab=generate&month=-"]) {
      expect(paymentsQueryString(parse(search))).toBe(search);
    }
  });
});
