import { clubYear } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { LATEST } from "./support/changelog";
import { findAccount } from "./support/database";
import { approveAsTrainer, createMember, signUp } from "./support/members";
import { signIn, signInQuickly, signOut } from "./support/session";

// 'Novidades & Changelog': shown once to a member back after an update, never to a newcomer, and
// on demand from the footer.

test("a newcomer's first login opens on the welcome, not on the news", async ({ page, request, trainerRequest }) => {
  const newcomer = await signUp(request, "Sofia Lopes");
  await approveAsTrainer(trainerRequest, newcomer.email, "student");

  const loggedIn = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
  await signIn(page, newcomer);
  const answer = await loggedIn;
  expect(answer.ok()).toBe(true);
  expect((await answer.json()).showChangelog).toBe(false);
  const welcome = page.getByRole("dialog", { name: "Bem-vindo ao ACE!" });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Novidades & Changelog" })).toHaveCount(0);
  expect((await findAccount(newcomer.email))?.last_changelog_seen).toBe(LATEST.version);
});

test("the news greet a member back after an update once; closing them marks them seen", async ({ page, request }) => {
  const member = await createMember(request, { name: "Inês Marques", seenChangelog: false });

  await signIn(page, member);
  const news = page.getByRole("dialog", { name: "Novidades & Changelog" });
  await expect(news).toBeVisible();
  await expect(news.getByRole("heading", { name: `Versão ${LATEST.version}` })).toBeVisible();
  await expect(news.getByText(LATEST.description)).toBeVisible();

  const markedSeen = page.waitForResponse((response) => response.url().endsWith("/api/auth/mark-changelog-seen"));
  await news.getByRole("button", { name: "Fechar" }).click();
  await expect(news).toBeHidden();
  expect((await markedSeen).ok()).toBe(true);
  expect((await findAccount(member.email))?.last_changelog_seen).toBe(LATEST.version);

  // The next login: the home screen asks whether there is news, and there is none.
  await signOut(page, member.name);
  const checked = page.waitForResponse((response) => response.url().endsWith("/api/auth/check-changelog"));
  await signIn(page, member);
  expect(await (await checked).json()).toEqual({ shouldShowChangelog: false });
  await expect(page.getByRole("heading", { name: "Olá, Inês! Boas-vindas ao ACE" })).toBeVisible();
  await expect(news).toBeHidden();
});

test("the footer shows the year and the latest version, and opens the news", async ({ page, request }) => {
  const member = await createMember(request, { name: "João Reis" });
  await signInQuickly(page, member);
  await page.goto("/");

  const year = clubYear();
  const footer = page.getByRole("contentinfo");
  const footerButton = footer.getByRole("button", { name: new RegExp(`${year} ACE · Versão ${LATEST.version.replace(/\./g, "\\.")}`) });
  await expect(footerButton).toBeVisible();

  await footerButton.click();
  const news = page.getByRole("dialog", { name: "Novidades & Changelog" });
  await expect(news).toBeVisible();
  await expect(news.getByRole("heading", { name: `Versão ${LATEST.version}` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(news).toBeHidden();
});
