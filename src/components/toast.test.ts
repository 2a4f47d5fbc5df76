import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { TOAST_CLASS_NAMES } from "./toast";

// A toast closes by itself 3.5 s after it shows and takes no pointer, so the journeys' axe checks
// of a screen wait until its toasts have left (e2e/support/accessibility.ts). Their colours are
// checked here instead, with axe's own contrast: each kind's text on its background, at least
// 4.5:1 (WCAG AA for text of a toast's size).

/** axe-core as @axe-core/playwright, which the journeys use, loads it. */
const axe = createRequire(require.resolve("@axe-core/playwright"))("axe-core") as {
  commons: { color: { Color: new () => { parseString(value: string): void }; getContrast(background: unknown, foreground: unknown): number } };
};

function colourOf(classes: string, variable: string): string {
  const match = classes.match(new RegExp(`\\[--${variable}:(#[0-9a-f]{6})\\]`));
  if (!match) throw new Error(`No --${variable} in "${classes}"`);
  return match[1]!;
}

function contrast(background: string, text: string): number {
  const { Color, getContrast } = axe.commons.color;
  const [back, fore] = [new Color(), new Color()];
  back.parseString(background);
  fore.parseString(text);
  return getContrast(back, fore);
}

describe("the toasts' colours", () => {
  it.each(Object.entries(TOAST_CLASS_NAMES))("%s: its text on its background reads at 4.5:1 or more", (_kind, classes) => {
    expect(contrast(colourOf(classes, "normal-bg"), colourOf(classes, "normal-text"))).toBeGreaterThanOrEqual(4.5);
  });

  it("reads a pair axe would refuse as such", () => {
    expect(contrast("#f0fdf4", "#86efac")).toBeLessThan(4.5); // the border's green as text
  });
});
