import path from "node:path";
import type { Page } from "@playwright/test";

// Screenshots for a person to look at (a screen at a phone's width and at a desktop's): taken
// only when E2E_SHOTS names a folder, into a folder per journey file. They check nothing, and each
// whole-page capture costs the browser more than most steps of a journey.

export function takingShots(): boolean {
  return Boolean(process.env.E2E_SHOTS);
}

/** Where a screenshot named `name` of the journey file `journey` goes ('<E2E_SHOTS>/broadcast/form-375.png'). */
export function shotPath(journey: string, name: string): string {
  return path.join(process.env.E2E_SHOTS ?? "", journey, `${name}.png`);
}

/** One screenshot of the page as it is, when screenshots are taken. */
export async function lookAt(page: Page, journey: string, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (takingShots()) await page.screenshot({ path: shotPath(journey, name), ...options });
}

/** The page at a phone's width and at a desktop's, when screenshots are taken ('<name>-375', '<name>-1280'); the page is left at `after`'s size. */
export async function lookAtBothWidths(page: Page, journey: string, name: string, after = { width: 375, height: 812 }): Promise<void> {
  if (!takingShots()) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await lookAt(page, journey, `${name}-${width}`);
  }
  await page.setViewportSize(after);
}
