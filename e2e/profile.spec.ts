import { expect, test } from "./support/fixtures";
import { shoot } from "./support/calendar-truth";
import { createMember, uniqueName } from "./support/members";
import { signInQuickly, toasts } from "./support/session";
import { memberCard } from "./support/students-screen";

// Profiles (docs/rules.md, "Accounts"): a member edits their own name and phone on the account
// page; the trainer sees the phone on the students screen, as a link that calls it.

const PHONE_INVALID =
  "Número de telefone inválido: indique 9 dígitos (ex.: 912 345 678) ou um número internacional começado por + e o indicativo do país.";

test("a member edits her name and phone; the trainer sees the phone and can call it", async ({ page, request, trainerPage: trainer }) => {
  const member = await createMember(request, { name: uniqueName("Leonor Perfil") });
  const newName = `${member.name} Costa`;
  await page.setViewportSize({ width: 375, height: 812 });
  await signInQuickly(page, member);
  await page.goto("/account");
  const personal = page.getByRole("region", { name: "Informações Pessoais" });
  await expect(personal).toContainText("Não indicado");
  const form = page.getByRole("region", { name: "Editar Perfil" });
  await expect(form.getByLabel("Nome", { exact: true })).toHaveValue(member.name);

  // Bad input: said in Portuguese, nothing saved.
  await form.getByLabel("Telefone (opcional)").fill("12 34");
  await form.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(form.getByRole("alert")).toHaveText(PHONE_INVALID);
  await form.getByLabel("Nome", { exact: true }).fill("   ");
  await form.getByLabel("Telefone (opcional)").fill("912 345 678");
  await form.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(form.getByRole("alert")).toHaveText("O nome é obrigatório.");
  await shoot(page, "profile-error");
  // The API refuses it too, and nothing changed.
  const refused = await page.request.put("/api/auth/profile", { data: { name: member.name, phone: "+351 12" } });
  expect([refused.status(), (await refused.json()).error]).toEqual([400, PHONE_INVALID]);
  const me = await (await page.request.get("/api/auth/me")).json();
  expect([me.user.name, me.user.phone]).toEqual([member.name, null]);

  await form.getByLabel("Nome", { exact: true }).fill(newName);
  await form.getByLabel("Telefone (opcional)").fill("+351 912345678");
  await form.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(toasts(page).getByText("Perfil atualizado com sucesso!")).toBeVisible();
  await expect(personal).toContainText(newName);
  await expect(personal).toContainText("912 345 678");
  await expect(form.getByLabel("Telefone (opcional)")).toHaveValue("912 345 678");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await shoot(page, "profile-saved");

  // The trainer: on the member's card and in the details, a tel: link.
  await trainer.goto("/students?tab=approved");
  await trainer.getByRole("searchbox", { name: "Pesquisar aluno aprovado" }).fill(newName);
  const card = memberCard(trainer.getByRole("region", { name: "Alunos Regulares" }), member.email);
  const call = card.getByRole("link", { name: "Telefonar para 912 345 678" });
  await expect(call).toHaveAttribute("href", "tel:+351912345678");
  expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await shoot(trainer, "students-phone");
  await card.getByRole("link", { name: "Ver" }).click();
  const details = trainer.getByRole("complementary", { name: "Conta do aluno" });
  await expect(details.getByRole("region", { name: "Informações Básicas" }).getByRole("link", { name: "Telefonar para 912 345 678" }))
    .toHaveAttribute("href", "tel:+351912345678");
  await shoot(trainer, "students-phone-details");

  // Cleared: the phone goes.
  await form.getByLabel("Telefone (opcional)").fill("");
  await form.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(toasts(page).getByText("Perfil atualizado com sucesso!").last()).toBeVisible();
  await expect(personal).toContainText("Não indicado");
});
