import { readFile } from "node:fs/promises";
import { expect, test } from "./support/fixtures";
import { createMember } from "./support/members";
import { memberWithAnimal } from "./support/scheduling";
import { expectToastLettingTapsThrough, formAlert, signInQuickly, submitLogin, toasts } from "./support/session";
import { lookAt } from "./support/shots";
import { memberCard } from "./support/students-screen";

// Personal data (docs/rules.md, "Personal data"): a member downloads what the club holds about them from the
// account page; the trainer erases a deactivated member's personal data from the member's
// details, and the lessons and payments stay, anonymous.

test("a member downloads their data from the account page", async ({ page, request }) => {
  const member = await memberWithAnimal(request, { name: "Inês Portabilidade", animal: "Trovão" });
  await signInQuickly(page, member);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Os Meus Dados" });
  await expect(section).toContainText("A password nunca é incluída.");
  await section.scrollIntoViewIfNeeded();
  await lookAt(page, "personal-data", "care-my-data-1280", { fullPage: true });

  const downloading = page.waitForEvent("download");
  await section.getByRole("link", { name: "Descarregar os meus dados" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("ace-meus-dados.json");
  const text = await readFile((await download.path())!, "utf8");
  const data = JSON.parse(text) as { account: { email: string; name: string }; animals: { name: string }[]; bookings: unknown[] };
  expect(data.account).toMatchObject({ email: member.email, name: member.name });
  expect(data.animals.map((animal) => animal.name)).toEqual(["Trovão"]);
  expect(data.bookings).toEqual([]);
  expect(text).not.toMatch(/password|\$2[aby]\$/i);

  await page.setViewportSize({ width: 375, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await lookAt(page, "personal-data", "care-my-data-375");
});

test("the trainer erases a deactivated member's personal data from the member's details", async ({
  page,
  request,
  trainerPage: trainer,
  trainerRequest,
}) => {
  const member = await createMember(request, { name: "Vasco Esquecido" });
  const listed = await trainerRequest.get("/api/auth/students");
  const { students } = (await listed.json()) as { students: { id: number; email: string }[] };
  const id = students.find((student) => student.email === member.email)!.id;

  await trainer.goto("/students?tab=approved");
  const search = trainer.getByRole("searchbox", { name: "Pesquisar aluno aprovado" });
  await search.fill(member.name);
  const card = memberCard(trainer.getByRole("region", { name: "Alunos Regulares" }), member.email);
  await card.getByRole("link", { name: "Ver" }).click();
  const details = trainer.getByRole("complementary", { name: "Conta do aluno" });
  // Only a deactivated member's data can be erased.
  await expect(details.getByRole("switch", { name: "Conta ativa" })).toBeChecked();
  await expect(details.getByRole("button", { name: "Apagar dados pessoais" })).toHaveCount(0);
  await details.getByRole("switch", { name: "Conta ativa" }).click();
  const deactivate = trainer.getByRole("dialog", { name: "Desativar conta" });
  // The switch's toast slides in over the foot of the account's column, where the erase button
  // is at 1280 px: the button still takes the next tap (a toast once took it, beside a CPU hog).
  await expectToastLettingTapsThrough(trainer, `Conta de ${member.name} desativada.`, async () => {
    await deactivate.getByRole("button", { name: "Desativar", exact: true }).click();
    await expect(details.getByRole("switch", { name: "Conta ativa" })).not.toBeChecked();
  });

  await details.getByRole("button", { name: "Apagar dados pessoais" }).click();
  const confirm = trainer.getByRole("dialog", { name: "Apagar dados pessoais" });
  await expect(confirm).toContainText(`Apagar os dados pessoais de ${member.name}?`);
  await expect(confirm).toContainText("o nome e o email");
  await expect(confirm).toContainText("as aulas e os pagamentos, anónimos");
  await lookAt(trainer, "personal-data", "care-erase-confirm-1280");
  await trainer.setViewportSize({ width: 375, height: 800 });
  await lookAt(trainer, "personal-data", "care-erase-confirm-375");
  await trainer.setViewportSize({ width: 1280, height: 900 });
  await confirm.getByRole("button", { name: "Apagar dados pessoais" }).click();
  await expect(toasts(trainer).getByText("Dados pessoais do aluno apagados com sucesso!")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(details).toContainText(`Aluno apagado #${id}`);
  await expect(details).toContainText("A conta não pode voltar a ser ativada");
  await lookAt(trainer, "personal-data", "care-erased-details-1280");
  await trainer.goBack();

  // The list shows the member anonymous and marked, with no way back in.
  await search.fill(`Aluno apagado #${id}`);
  const erased = memberCard(trainer.getByRole("region", { name: "Alunos Regulares" }), `apagado-${id}@ace.invalid`);
  await expect(erased.getByText("Dados apagados", { exact: true })).toBeVisible();
  await expect(erased.getByRole("button", { name: "Ativar" })).toHaveCount(0);
  await lookAt(trainer, "personal-data", "care-erased-card-1280");
  await trainer.setViewportSize({ width: 375, height: 800 });
  await lookAt(trainer, "personal-data", "care-erased-card-375");

  await submitLogin(page, member);
  await expect(formAlert(page)).toHaveText("Email ou password incorretos.");
});
