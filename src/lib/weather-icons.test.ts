import { describe, expect, it } from "vitest";
import { weatherIconKind } from "@/lib/weather-icons";

describe("weatherIconKind", () => {
  it.each([
    ["01d", "sun"],
    ["01n", "moon"],
    ["02d", "clouds"],
    ["03n", "clouds"],
    ["04d", "clouds"],
    ["09d", "rain"],
    ["10n", "rain"],
    ["11d", "storm"],
    ["13n", "snow"],
    ["50d", "mist"],
  ])("draws %s as %s", (code, kind) => {
    expect(weatherIconKind(code)).toBe(kind);
  });

  it.each(["05d", "01", "01x", "", "sun", "100d"])("draws a question mark for %j", (code) => {
    expect(weatherIconKind(code)).toBe("unknown");
  });
});
