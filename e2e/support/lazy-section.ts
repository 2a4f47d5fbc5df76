import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A section below the first screenful (of /availability, of /account) loads its code when scrolled to
 * (docs/performance.md, "JavaScript per screen"): the journey scrolls to it, as a person does
 * on the screen, and it is there once its placeholder (`aria-busy`) has been replaced.
 */
export async function scrollToSection(page: Page, name: string) {
  const section = page.getByRole("region", { name });
  await scrollTo(section);
  await expect(section).not.toHaveAttribute("aria-busy", "true");
  return section;
}

/** The weekly template's 'Aplicar horário', below its seven days, loads the same way. */
export async function scrollToApplyForm(templateSection: Locator) {
  const form = templateSection.getByRole("form", { name: "Aplicar horário" });
  await scrollTo(form);
  await expect(form).not.toHaveAttribute("aria-busy", "true");
  return form;
}

/**
 * Scrolls the placeholder to the middle of the screen. Not `scrollIntoViewIfNeeded`, which fails
 * when the placeholder is replaced during the action: that replacement means its load has begun.
 */
async function scrollTo(part: Locator) {
  await part.evaluate((element) => element.scrollIntoView({ block: "center" }));
}
