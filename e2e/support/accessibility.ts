import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { animationsEnded } from "./session";

// axe's checks of a screen as the member sees it: WCAG 2.0 and 2.1, levels A and AA (colour
// contrast included), plus the rules outside those that Lighthouse's accessibility score counts,
// once its data has loaded and nothing is fading in.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Axe rules Lighthouse 12 weighs in its accessibility score that carry none of the tags above. */
const LIGHTHOUSE_RULES = [
  "accesskeys",
  "aria-allowed-role",
  "aria-dialog-name",
  "aria-text",
  "aria-treeitem-name",
  "heading-order",
  "image-redundant-alt",
  "skip-link",
  "tabindex",
  "table-duplicate-name",
  "target-size",
];

/**
 * The toasts' outlets (sonner's, and the plain one: components/toast.ts). A toast fades in and,
 * 3.5 s later, out, and nothing holds it (it takes no pointer), so a check may meet it half
 * faded: the screen is checked without them, and their colours in components/toast.test.ts.
 */
const [SONNER_TOASTS, PLAIN_TOASTS] = ["[data-sonner-toaster]", "#plain-toasts"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** The axe-core that @axe-core/playwright itself injects (its own pinned version). */
const AXE_SOURCE: string = createRequire(require.resolve("@axe-core/playwright"))("axe-core").source;
/**
 * Handed to AxeBuilder as its "source": axe is already in the page (`injectAxe`), so the builder
 * does not evaluate its 550 kB a second and third time on every check (a third of axe's CPU).
 */
const AXE_ALREADY_INJECTED = "void 0";

/**
 * Records (without stopping the journey) every axe violation on the screen as it is now, one
 * line per element: the rule, the element's selector and what to fix.
 */
export async function expectAccessible(page: Page, screen: string, options: { disableRules?: string[] } = {}): Promise<void> {
  await settled(page);
  const rules = Object.fromEntries([
    ...LIGHTHOUSE_RULES.map((rule) => [rule, { enabled: true }]),
    ...(options.disableRules ?? []).map((rule) => [rule, { enabled: false }]),
  ]);
  // Rules named in `rules` run (or not) whatever `runOnly`'s tags say. Every rule runs on every
  // element either way; `resultTypes` spares axe describing each element that passed (a sixth of
  // its time), since only the violations are read.
  await injectAxe(page);
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_ALREADY_INJECTED })
    .setLegacyMode() // axe.run in the page itself: no blank page opened per check
    .exclude(SONNER_TOASTS)
    .exclude(PLAIN_TOASTS)
    .options({ runOnly: { type: "tag", values: WCAG_TAGS }, rules, resultTypes: ["violations"] })
    .analyze();
  expect.soft(violations.flatMap(describeViolation), `axe on ${screen}`).toEqual([]);
}

/** axe into the page, once per document: the checks of its dialogs and tabs find it there. */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => "axe" in window);
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** Loaded (no 'A carregar...' in sight) and still: an element fading in or out has part of its contrast. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText(/^A carregar/).filter({ visible: true })).toHaveCount(0);
  await expect(page.locator("option", { hasText: /^A carregar/ })).toHaveCount(0); // a select's choices
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await animationsEnded(page);
}

function describeViolation(violation: AxeResults["violations"][number]): string[] {
  return violation.nodes.map(
    (node) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target.join(" ")}\n    ${node.failureSummary?.replace(/\n/g, "\n    ")}`,
  );
}
