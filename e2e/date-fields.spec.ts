import type { Request } from "@playwright/test";
import { addClubDays, clubToday } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { portugueseDate } from "./support/animals";
import { createMember, uniqueName } from "./support/members";
import { longDate, openCalendar } from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";

// Dates as people type them, whatever the browser's language (docs/architecture.md, "A date typed
// by a person"): an English browser once saved a dog born on 7 March as born on 3 July, and the
// calendar's date field moved the calendar at every keystroke.

/** '2026-12-15' as typed on a phone's numeric keypad: '15122026'. */
const digitsOf = (date: string) => portugueseDate(date).replaceAll("/", "");

for (const locale of ["en-US", "pt-PT"]) {
  test.describe(`in a browser set to ${locale}`, () => {
    test.use({ locale });

    test("a member types her dog's birth date and papers day first, and they are saved as typed", async ({ page, request }) => {
      const member = await createMember(request, { name: uniqueName(`Sofia Teles ${locale}`) });
      const dog = uniqueName("Pimenta");
      await signInQuickly(page, member);
      await page.goto("/animals");
      const form = page.getByRole("region", { name: "Adicionar Animal" });
      await form.getByLabel("Nome do animal").fill(dog);

      // Typed key by key, as people do; shown back in words, so a swap cannot pass unseen.
      const born = form.getByLabel("Data de nascimento");
      // A birth date to come is said as soon as its year is typed, not only when the form is sent
      // (the day after tomorrow: still to come should the day turn while it is typed).
      await born.pressSequentially(portugueseDate(addClubDays(clubToday(), 2)));
      await expect(born).toHaveAttribute("aria-invalid", "true");
      await expect(born).toHaveAccessibleDescription("A data de nascimento não pode ser no futuro.");
      await born.fill("");
      await born.pressSequentially("07/03/2024");
      await expect(born).toHaveAccessibleDescription("Quinta-feira, 7 de março de 2024");
      const vaccination = form.getByLabel("Vacinação válida até");
      await vaccination.pressSequentially("3-12-2027");
      await vaccination.blur();
      await expect(vaccination).toHaveValue("03/12/2027");
      await expect(vaccination).toHaveAccessibleDescription("Sexta-feira, 3 de dezembro de 2027");

      // A day the month does not have is refused by name, under the field, and nothing is sent.
      const insurance = form.getByLabel("Seguro válido até");
      await insurance.pressSequentially("31022027");
      await expect(insurance).toHaveAttribute("aria-invalid", "true");
      await expect(insurance).toHaveAccessibleDescription("A data 31/02/2027 não existe.");
      await form.getByRole("button", { name: "Adicionar animal" }).click();
      await expect(form.getByRole("alert")).toHaveText("Data de validade do seguro inválida.");

      // Digits only, from a numeric keypad.
      await insurance.fill("");
      await insurance.pressSequentially("28022027");
      await insurance.blur();
      await expect(insurance).toHaveValue("28/02/2027");
      await expect(insurance).not.toHaveAttribute("aria-invalid");
      await form.getByRole("button", { name: "Adicionar animal" }).click();
      await expect(toasts(page).getByText(`Animal "${dog}" adicionado com sucesso!`)).toBeVisible();

      const card = page.getByRole("list", { name: "Os meus animais" }).getByRole("listitem", { name: dog, exact: true });
      await expect(card).toContainText("07/03/2024");
      const listed = await (await page.request.get("/api/animals/my")).json();
      expect(listed.animals.find((animal: { name: string }) => animal.name === dog)).toMatchObject({
        birth_date: "2024-03-07",
        vaccination_valid_until: "2027-12-03",
        insurance_valid_until: "2027-02-28",
      });

      // The edit form shows them back the Portuguese way.
      await card.getByRole("button", { name: "Editar" }).click();
      const edit = page.getByRole("dialog", { name: "Editar Animal" });
      await expect(edit.getByLabel("Data de nascimento")).toHaveValue("07/03/2024");
      await expect(edit.getByLabel("Vacinação válida até")).toHaveValue("03/12/2027");
    });

    test("the calendar moves once the date typed is whole, and never on half of one", async ({ page, request }) => {
      const member = await createMember(request, { name: uniqueName(`Tiago Neves ${locale}`) });
      await signInQuickly(page, member);
      await openCalendar(page);
      const loads: string[] = [];
      const countLoads = (call: Request) => {
        if (/\/api\/availability\/(date|week)\//.test(call.url())) loads.push(new URL(call.url()).pathname);
      };
      page.on("request", countLoads);

      // Key by key, from a numeric keypad: nothing loads until the year is whole.
      const target = addClubDays(clubToday(), 17);
      const field = page.getByLabel("Data", { exact: true });
      await field.fill("");
      await field.pressSequentially(digitsOf(target));
      await expect(page).toHaveURL(`/calendar?view=day&date=${target}`);
      await expect(page.getByRole("region", { name: longDate(target), exact: true })).toBeVisible();
      expect(loads).toEqual([`/api/availability/date/${target}`]);
      await field.blur();
      await expect(field).toHaveValue(portugueseDate(target));

      // A day that does not exist is said, and the calendar stays where it is, Enter or not.
      await field.fill("");
      await field.pressSequentially("31/02/2027");
      await field.press("Enter");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription("A data 31/02/2027 não existe.");
      await expect(page).toHaveURL(`/calendar?view=day&date=${target}`);

      // The arrows still step from the date on show, and the field follows them.
      await page.getByRole("button", { name: "Dia seguinte" }).click();
      await expect(page).toHaveURL(`/calendar?view=day&date=${addClubDays(target, 1)}`);
      await expect(page.getByRole("region", { name: longDate(addClubDays(target, 1)), exact: true })).toBeVisible();
      await expect(field).toHaveValue(portugueseDate(addClubDays(target, 1)));
      await expect(field).not.toHaveAttribute("aria-invalid");
      page.off("request", countLoads);
      expect(loads).toEqual([`/api/availability/date/${target}`, `/api/availability/date/${addClubDays(target, 1)}`]);
    });
  });
}
