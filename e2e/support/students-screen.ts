import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { mainNavigation } from "./session";

// The trainer's /students screen and the navbar badge that counts the sign-ups waiting there.

type PendingList = { pending_students: { email: string }[] };

/** A member's (or a sign-up's) card, found by the email it shows (on the screen or in a group). */
export function memberCard(within: Page | Locator, email: string) {
  return within.getByRole("listitem").filter({ hasText: email });
}

/**
 * The next list of pending sign-ups the trainer's screen loads (the navbar badge and the
 * 'Pedidos Pendentes' tab reload together), as the emails it holds. Start waiting before the
 * action that makes the screen reload.
 */
export async function nextPendingList(page: Page): Promise<string[]> {
  const response = await page.waitForResponse(
    (candidate: Response) =>
      new URL(candidate.url()).pathname === "/api/auth/pending-students" && candidate.request().method() === "GET",
  );
  const body = (await response.json()) as PendingList;
  return body.pending_students.map((member) => member.email);
}

/** The navbar's 'Alunos' link shows `count` pending sign-ups (no badge at 0). */
export async function expectPendingBadge(page: Page, count: number, timeout?: number): Promise<void> {
  const link = mainNavigation(page).getByRole("link", { name: /^Alunos/ });
  await expect(link).toHaveAccessibleName(count > 0 ? `Alunos ${count} ${count === 1 ? "pendente" : "pendentes"}` : "Alunos", { timeout });
}

/** The 'Pedidos Pendentes' tab with its count badge. */
export async function expectPendingTab(page: Page, count: number, timeout?: number): Promise<void> {
  await expect(page.getByRole("tab", { name: /^Pedidos Pendentes/ })).toHaveAccessibleName(`Pedidos Pendentes ${count} ${count === 1 ? "pedido" : "pedidos"}`, { timeout });
}

/**
 * The tab and the navbar badge count the sign-ups the pending tab shows. Other journeys sign up
 * and approve members at the same moment (each one's member passes through the list), and the
 * badge and the list are two loads: when a change fell between them, the screen is loaded again.
 */
export async function expectPendingCountsAgree(page: Page): Promise<void> {
  await expect(async () => {
    const shown = await page.getByRole("tabpanel").getByRole("listitem").count();
    try {
      await expectPendingTab(page, shown, 3_000);
      await expectPendingBadge(page, shown, 3_000);
    } catch (error) {
      await page.reload();
      await page.getByRole("tab", { name: /^Pedidos Pendentes/ }).click();
      throw error;
    }
  }).toPass({ timeout: 30_000 });
}
