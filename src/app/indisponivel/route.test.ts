import { describe, expect, it } from "vitest";
import { GET } from "@/app/indisponivel/route";

async function refreshTarget(voltar: string): Promise<string | undefined> {
  const response = GET(new Request(`http://localhost:3000/indisponivel?voltar=${voltar}`));
  expect(response.status).toBe(503);
  return /http-equiv="refresh" content="\d+;url=([^"]*)"/.exec(await response.text())?.[1];
}

describe("the temporarily-unavailable page", () => {
  it("tries the screen the member was on again", async () => {
    expect(await refreshTarget("%2Fcalendar%3Fdate%3D2026-11-24")).toBe("/calendar?date=2026-11-24");
  });

  it("never sends the browser to another site, whatever the browser would take out of the address", async () => {
    for (const voltar of ["/%09/evil.example", "/%0A/evil.example", "/%5Cevil.example", "https://evil.example", "%2F.%2F%2Fevil.example%2Fx", "/%2e//evil.example", "/x/..//evil.example", "/..//evil.example", "/.%5C/evil.example"]) {
      expect(await refreshTarget(voltar), voltar).toBe("/");
    }
  });
});
