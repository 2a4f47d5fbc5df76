import { addClubDays } from "../src/lib/club-time";
import { expectAccessible } from "./support/accessibility";
import { query } from "./support/database";
import { expect, test } from "./support/fixtures";
import { lookAtBothWidths } from "./support/shots";
import { waitForMail } from "./support/mailbox";
import { tagOf, uniqueName } from "./support/members";
import { bookThroughApi, memberWithAnimal, publishSlots, slotAt, slotsOf, suiteDay } from "./support/scheduling";
import { toasts } from "./support/session";
import { memberCard } from "./support/students-screen";

// Turning a member off asks first and frees their lessons (docs/rules.md, "Accounts"): on a
// phone, the trainer taps 'Desativar' on Sónia's card, reads the two lessons it will cancel,
// confirms, and is told how many went; Sónia gets one mail listing them, and Tiago, waiting for
// one of them, is offered it. The lessons are far ahead, on a day no other journey uses; a repeat
// takes a later week.

const PHONE = { width: 375, height: 812 };


test("on a phone, the trainer deactivates a member after reading the lessons it cancels; the member is told once and a waiting member is offered one", async ({
  trainerPage,
  trainerRequest,
}) => {
  const { repeatEachIndex, retry } = test.info();
  const day = addClubDays(suiteDay(), 340 + (repeatEachIndex * 4 + retry) * 7);
  const sonia = await memberWithAnimal(trainerRequest, { name: uniqueName("Sónia Saída"), animal: "Lupi" });
  const tiago = await memberWithAnimal(trainerRequest, { name: uniqueName("Tiago Espera"), animal: "Bóris" });
  const slots = await publishSlots(trainerRequest, day, "07:00", "08:30");
  // Two lessons of the club's length from 07:00.
  const [early, late] = slots;
  await bookThroughApi(trainerRequest, early.id, sonia.animalId);
  await bookThroughApi(trainerRequest, late.id, sonia.animalId);
  await query("INSERT INTO waitlist_entries (availability_slot_id, user_id, animal_id) SELECT $1, user_id, id FROM animals WHERE id = $2", [
    late.id,
    tiago.animalId,
  ]);

  await trainerPage.setViewportSize(PHONE);
  await trainerPage.goto("/students?tab=approved", { waitUntil: "networkidle" });
  await trainerPage.getByRole("searchbox", { name: "Pesquisar aluno aprovado" }).fill(tagOf(sonia.name));
  const card = memberCard(trainerPage.getByRole("region", { name: "Alunos Regulares" }), sonia.email);
  await expect(card.getByText("Ativo", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Desativar" }).click();

  // Nothing happens on the tap: the dialog names the lessons the deactivation cancels.
  const dialog = trainerPage.getByRole("dialog", { name: "Desativar conta" });
  await expect(dialog).toContainText(`Desativar a conta de ${sonia.name}?`);
  const lessons = dialog.getByRole("list", { name: "Aulas a cancelar" }).getByRole("listitem");
  await expect(lessons).toHaveCount(2);
  await expect(lessons.first()).toContainText(`${early.start_time}–${early.end_time}`);
  await expect(lessons.last()).toContainText(`${late.start_time}–${late.end_time}`);
  await expect(lessons.first()).toContainText("Lupi");
  await expect(dialog).toContainText("As 2 aulas marcadas são canceladas; o aluno é avisado por email e cada vaga é oferecida à lista de espera:");
  const confirm = dialog.getByRole("button", { name: "Desativar e cancelar 2 aulas" });
  for (const button of [confirm, dialog.getByRole("button", { name: "Voltar", exact: true })]) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  // Asked, not done: her lessons are still booked.
  expect((await slotsOf(trainerRequest, day)).map((slot) => slot.status)).toEqual(["booked", "booked"]);
  await lookAtBothWidths(trainerPage, "member-deactivated", "deactivate-confirm", PHONE);
  await expectAccessible(trainerPage, "the deactivation's confirmation");
  await confirm.click();

  await expect(toasts(trainerPage).getByText(`Conta de ${sonia.name} desativada: 2 aulas canceladas, com aviso por email.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Inativo", { exact: true })).toBeVisible();
  await lookAtBothWidths(trainerPage, "member-deactivated", "deactivate-toast", PHONE);

  // Sónia: one mail with both lessons. Tiago: the lesson he waited for is offered to him.
  const mail = await waitForMail(sonia.email, { subject: "ACE - 2 aulas canceladas" });
  expect(mail.text).toContain("O treinador desativou a sua conta no ACE.");
  expect(mail.text).toContain(`${early.start_time} - ${early.end_time} (Lupi)`);
  expect(mail.text).toContain(`${late.start_time} - ${late.end_time} (Lupi)`);
  const numeric = day.split("-").reverse().join("/");
  await waitForMail(tiago.email, { subject: `ACE - Vaga disponível: ${numeric} às ${late.start_time}` });
  const after = await slotsOf(trainerRequest, day);
  expect(slotAt(after, early.start_time).status).toBe("available");
});
