import type { Page } from "@playwright/test";
import { query } from "./support/database";
import { expect, test } from "./support/fixtures";
import { memberWithAnimal } from "./support/scheduling";
import { signInQuickly } from "./support/session";
import { lookAt } from "./support/shots";

// On a phone at the field, every button, field, tab and standalone link is a tap target of at
// least 44 px high (docs/rules.md, "Screens"). A link inside a sentence is exempt, as
// WCAG's target-size rule exempts it; a checkbox counts by the label around it.

const PHONE = { width: 375, height: 812 };

/** The controls of the screen as it is now that are under 44 px high: 'button "Hoje" 64x40'. */
async function smallTargets(page: Page, path: string): Promise<string[]> {
  // Network idle: a screen's parts whose code loads after the page (a tab's panel) are there too.
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^A carregar/).filter({ visible: true })).toHaveCount(0);
  const small = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, [role=tab], [role=switch]",
    );
    return [...controls].flatMap((control) => {
      const box = (control.matches("input[type=checkbox], input[type=radio]") ? (control.closest("label") ?? control) : control).getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") return []; // not shown (a skip link until focused)
      if (control.tagName === "A" && style.display === "inline") return []; // a link inside a sentence
      if (box.height >= 44) return [];
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? control.getAttribute("name") ?? "").trim().slice(0, 40);
      return [`${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`];
    });
  });
  return small.map((target) => `${path}: ${target}`);
}

test("on a phone, a member's screens and the signed-out ones have no tap target under 44 px", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  for (const path of ["/login", "/register", "/forgot-password"]) expect.soft(await smallTargets(page, path)).toEqual([]);

  const member = await memberWithAnimal(request, { name: "Tânia Toque", animal: "Pipoca" });
  await signInQuickly(page, member);
  for (const path of ["/", "/calendar", "/animals", "/account", "/weather", "/help", "/statistics"]) {
    expect.soft(await smallTargets(page, path)).toEqual([]);
  }
  // The navbar's menu, open.
  await page.getByRole("button", { name: "Abrir menu" }).click();
  const menu = page.locator("#mobile-navigation");
  await expect(menu).toBeVisible();
  for (const link of await menu.getByRole("link").all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test("on a phone, the trainer's screens have no tap target under 44 px", async ({ trainerPage: page, request }) => {
  await page.setViewportSize(PHONE);
  const member = await memberWithAnimal(request, { name: "Tiago Toque", animal: "Bolacha" });
  const [{ id }] = await query<{ id: number }>("SELECT id FROM users WHERE email = $1", [member.email]);
  const paths = ["/", "/calendar", "/calendar?view=week", "/students", "/students?tab=approved", "/students?tab=guests", `/students/${id}`];
  paths.push("/payments", "/payments?tab=manage", "/payments?tab=pending", "/availability", "/settings", "/statistics", "/animals");
  for (const path of paths) {
    expect.soft(await smallTargets(page, path)).toEqual([]);
    if (path.startsWith("/students")) await lookAt(page, "tap-targets", path.replace(/\W+/g, "-"), { fullPage: true });
  }
});
