import { addClubDays, mondayOf } from "../src/lib/club-time";
import { expectAccessible } from "./support/accessibility";
import { query } from "./support/database";
import { expect, test } from "./support/fixtures";
import { lookAtBothWidths } from "./support/shots";
import { waitForMail } from "./support/mailbox";
import { uniqueName } from "./support/members";
import { bookThroughApi, memberWithAnimal, openCalendar, publishSlots, slotAt, slotItem, suiteDay } from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";
import { scrollToSection } from "./support/lazy-section";

// Reopening a closed day gives back what it can (docs/rules.md, "Closures"): a rained-off Saturday
// took Inês's lesson and Rui's place in its waiting list; the trainer reopens it on a phone, reads
// what will happen and what happened, and each of them is mailed that the day is open again. The
// Saturday is far ahead, clear of the other journeys' days (closures.spec.ts 250 days, the
// weekly template's 400 and 700); a repeat takes a later week.

const PHONE = { width: 375, height: 812 };


test("on a phone, the trainer reopens a rained-off Saturday; who lost a lesson or a waiting-list place is told it is open again", async ({
  page,
  trainerPage,
  trainerRequest,
}) => {
  const { repeatEachIndex, retry } = test.info();
  const saturday = addClubDays(mondayOf(addClubDays(suiteDay(), 320 + (repeatEachIndex * 4 + retry) * 14)), 5);
  const reason = uniqueName("Campo alagado");
  const ines = await memberWithAnimal(page.request, { name: uniqueName("Inês Sábado"), animal: "Farrusco" });
  const rui = await memberWithAnimal(trainerRequest, { name: uniqueName("Rui Espera"), animal: "Pintas" });
  const lesson = slotAt(await publishSlots(trainerRequest, saturday, "10:00", "10:45"), "10:00");
  await bookThroughApi(trainerRequest, lesson.id, ines.animalId);
  await query("INSERT INTO waitlist_entries (availability_slot_id, user_id, animal_id) SELECT $1, user_id, id FROM animals WHERE id = $2", [
    lesson.id,
    rui.animalId,
  ]);
  const closed = await trainerRequest.post("/api/availability/closures", { data: { start_date: saturday, end_date: saturday, reason } });
  expect(closed.status(), await closed.text()).toBe(201);

  await trainerPage.setViewportSize(PHONE);
  await trainerPage.goto("/availability", { waitUntil: "networkidle" });
  const section = await scrollToSection(trainerPage, "Encerramentos");
  await expect(trainerPage.getByRole("main").getByRole("status")).toHaveCount(0);
  const item = section.getByRole("list", { name: "Períodos encerrados" }).getByRole("listitem").filter({ hasText: reason });
  await item.getByRole("button", { name: /^Reabrir/ }).click();

  // The confirmation says what reopening gives back, before anything happens.
  const dialog = trainerPage.getByRole("dialog", { name: "Reabrir período" });
  await expect(dialog).toContainText(`(${reason})?`);
  await expect(dialog).toContainText("as aulas fixas desses dias voltam a ser marcadas");
  await expect(dialog).toContainText("Quem perdeu uma aula ou um lugar em lista de espera é avisado de que os dias voltaram a abrir");
  for (const button of await dialog.getByRole("button", { name: /^(Cancelar|Reabrir)$/ }).all()) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await lookAtBothWidths(trainerPage, "closure-reopened", "reopen-confirm", PHONE);
  await expectAccessible(trainerPage, "the reopening's confirmation");
  await dialog.getByRole("button", { name: "Reabrir", exact: true }).click();

  // What happened, in one toast: the day's slot is free again and both members were told.
  const toast = toasts(trainerPage).getByText("Período reaberto: 1 disponibilidade desbloqueada. 2 pessoas avisadas.");
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  await lookAtBothWidths(trainerPage, "closure-reopened", "reopen-toast", PHONE);
  await expect(item).toHaveCount(0);

  const numeric = saturday.split("-").reverse().join("/");
  const inesMail = await waitForMail(ines.email, { subject: `ACE - Clube reaberto: ${numeric}` });
  expect(inesMail.text).toContain(`Motivo do encerramento: ${reason}`);
  expect(inesMail.text).toContain("Esta aula sua tinha sido cancelada; pode marcá-la de novo no calendário, se ainda estiver livre:");
  expect(inesMail.text).toContain("10:00 - 10:45 (Farrusco)");
  const ruiMail = await waitForMail(rui.email, { subject: `ACE - Clube reaberto: ${numeric}` });
  expect(ruiMail.text).toContain("Estava na lista de espera desta aula");
  expect(ruiMail.text).toContain("10:00 - 10:45 (Pintas)");

  // Inês finds the day open and her lesson's hour free to book again.
  await signInQuickly(page, ines);
  await page.setViewportSize(PHONE);
  await openCalendar(page, saturday);
  await expect(page.getByText(`Encerrado: ${reason}`)).toHaveCount(0);
  await expect(slotItem(page, "10:00 - 10:45")).toContainText("Disponível");
});
