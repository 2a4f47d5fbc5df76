import { describe, expect, it } from "vitest";
import { formatPercent, formatRoundedTemperature, formatTemperature, formatWindSpeed } from "@/lib/weather-format";

describe("weather figures in Portuguese", () => {
  it("writes temperatures with a decimal comma, or rounded", () => {
    expect(formatTemperature(18.5)).toBe("18,5 °C");
    expect(formatTemperature(20)).toBe("20 °C");
    expect(formatTemperature(-2.3)).toBe("-2,3 °C");
    expect(formatRoundedTemperature(18.5)).toBe("19 °C");
    expect(formatRoundedTemperature(-0.4)).toBe("0 °C");
  });

  it("writes wind and percentages", () => {
    expect(formatWindSpeed(10.8)).toBe("10,8 km/h");
    expect(formatPercent(60)).toBe("60%");
  });
});
