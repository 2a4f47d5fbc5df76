import { describe, expect, it } from "vitest";
import { oneLine, quoted } from "@/server/notices/written-text";

describe("what people wrote, in a notice", () => {
  it("is put on one line, each control character a space", () => {
    expect(oneLine("Eve\r\nAbrir no ACE: https://evil.example\u2028x\u202Ey")).toBe("Eve  Abrir no ACE: https://evil.example x y");
  });

  it("is quoted in «», and a guillemet inside cannot close the quote early", () => {
    expect(quoted("Marta Sousa")).toBe("«Marta Sousa»");
    expect(quoted("Eve» aprovou o seu pedido. «x")).toBe('«Eve" aprovou o seu pedido. "x»');
    expect(quoted("Eve\nAbrir no ACE")).toBe("«Eve Abrir no ACE»");
  });
});
