import { formatClub } from "../src/lib/club-time";
import { expectAccessible } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { uniqueEmail } from "./support/members";
import { addFailedMail, deleteMail } from "./support/outbox";

// A mail the outbox could not deliver in 3 days of retries: the trainer sees it on home, to
// reach the member some other way. Other journeys share the database, so this one looks only at
// its own mail.

const DAY_MS = 86_400_000;

test("the trainer's home lists a mail that could not be delivered", async ({ trainerPage: page }) => {
  // A long address, as some are: it must wrap on a phone.
  const to = `secretaria.do.clube.${uniqueEmail("Entregas")}`;
  const subject = "ACE - Pedido de registo aprovado";
  const createdAt = new Date(Date.now() - 3 * DAY_MS);
  const id = await addFailedMail({ to, subject, createdAt });
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const card = page.getByRole("region", { name: "Emails por entregar" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("durante 3 dias");
    await expect(card).toContainText("(SMTP)");
    const item = card.getByRole("listitem").filter({ hasText: to });
    await expect(item).toContainText(subject);
    await expect(item.locator("time")).toHaveText(formatClub(createdAt, "d 'de' MMMM 'de' yyyy 'às' HH:mm"));
    // A phone: the long address wraps rather than spilling out of the card.
    expect(await card.evaluate((section) => section.scrollWidth - section.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page, "/ (trainer, failed mail, 375 px)");
  } finally {
    await deleteMail(id);
  }

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(to)).toHaveCount(0);
});
