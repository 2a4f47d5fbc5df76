import { test as base } from "@playwright/test";

// The journeys' `test`: Playwright's, plus the browser's console errors and uncaught page
// errors attached to a failed test's report (a screen's error boundary logs its error there).
export const test = base.extend<{ browserLog: void }>({
  browserLog: [
    async ({ page }, use, testInfo) => {
      const lines: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") lines.push(`[${message.type()}] ${message.text()}`);
      });
      page.on("pageerror", (error) => lines.push(`[page error] ${error.stack ?? error.message}`));
      await use();
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
        await testInfo.attach("browser console", { body: lines.join("\n"), contentType: "text/plain" });
      }
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
