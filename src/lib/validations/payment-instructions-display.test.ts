import { friendlyFormatIBAN } from "ibantools";
import { describe, expect, it } from "vitest";
import { ibanForDisplay, mbwayForDisplay } from "@/lib/validations/payment-instructions-display";

describe("ibanForDisplay", () => {
  it("spaces an IBAN as ibantools' friendlyFormatIBAN does", () => {
    for (const iban of ["PT50000201231234567890154", "pt50 0002 0123 1234 5678 9015 4", "PT50-0002-0123-1234-5678-9015-4", "NL91ABNA0417164300", "DE89370400440532013000", "", "PT50"]) {
      expect(ibanForDisplay(iban)).toBe(friendlyFormatIBAN(iban));
    }
    expect(ibanForDisplay("PT50000201231234567890154")).toBe("PT50 0002 0123 1234 5678 9015 4");
  });
});

describe("mbwayForDisplay", () => {
  it("groups nine digits in threes", () => {
    expect(mbwayForDisplay("912345678")).toBe("912 345 678");
  });
});
