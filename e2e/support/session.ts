import { expect, type Page } from "@playwright/test";

// How a member signs in and out, in the words of the screens.

type Credentials = { email: string; password: string };

/** Fills in and submits the login form (the outcome is the caller's to check). */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  if (new URL(page.url()).pathname !== "/login") await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** Signs in through the login form and waits for the home screen. */
export async function signIn(page: Page, account: Credentials): Promise<void> {
  await submitLogin(page, account);
  await expect(page).toHaveURL("/");
}

/**
 * Signs in through the API (the browser context keeps the session cookie): for journeys about
 * what comes after the login screen.
 */
export async function signInQuickly(page: Page, { email, password }: Credentials): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The user dropdown in the navbar (its button carries the member's name). */
export async function openUserMenu(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(escapeRegExp(name)) }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

export async function signOut(page: Page, name: string): Promise<void> {
  await openUserMenu(page, name);
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL("/login");
}

/** The inline error of the screen's form (not Next.js's route announcer, also an alert). */
export function formAlert(page: Page) {
  return page.getByRole("main").getByRole("alert");
}

/** The navbar's links (the wide layout's, as the journeys' 1280 px window shows it). */
export function mainNavigation(page: Page) {
  return page.getByRole("navigation", { name: "Navegação principal" });
}

/** The toasts' live region ('Notificações'). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notificações/ });
}

/**
 * The toast saying `text`, which `showIt` brings about, lets a tap through: a tap where it shows
 * lands on what it covers, as a toast that slides in over a button as it is pressed must not take
 * the press (components/toast.ts). The page itself looks, frame by frame, from the moment the new
 * toast is on the screen: toasts close after 3.5 s, and on a loaded machine a journey looking from
 * outside once took longer than that (30 November 2026).
 */
export async function expectToastLettingTapsThrough(page: Page, text: string, showIt: () => Promise<void>): Promise<void> {
  const tapped = page.evaluate(
    (text) =>
      new Promise<string>((resolve) => {
        // In the page: sonner's toasts, and the plain ones shown when sonner could not load.
        const saying = () => [...document.querySelectorAll("[data-sonner-toast], #plain-toasts > *")].filter((toast) => toast.textContent?.includes(text));
        const earlier = new Set(saying());
        const look = () => {
          for (const toast of saying().filter((toast) => !earlier.has(toast))) {
            const box = toast.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            // Off the screen yet (sliding in from below): nothing there to tap.
            if (hit) return resolve(hit.closest("[data-sonner-toast], #plain-toasts") ? "the toast" : "what it covers");
          }
          requestAnimationFrame(look);
        };
        look();
      }),
    text,
  );
  await showIt();
  expect(await tapped, `a tap on the toast '${text}'`).toBe("what it covers");
}

/** Nothing on the page moving or fading (a spinner, which turns forever, aside). */
export async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState !== "running" || end === Infinity;
    }),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
