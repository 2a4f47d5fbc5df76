import type { Page } from "@playwright/test";

/**
 * From now on the build's scripts are held: the page shows what the server sent, as a phone on a
 * slow network does before its code arrives, and nothing of React runs until `release()`.
 * End the journey with `page.unrouteAll({ behavior: "ignoreErrors" })`.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route("**/_next/static/**/*.js", async (route) => {
    if (holding) held.push(() => route.continue());
    else await route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((deliver) => deliver()));
  };
}
