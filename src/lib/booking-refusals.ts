import { formatClub } from "@/lib/club-time";
import { countLabel, plural } from "@/lib/plural";

// The booking's refusals that the calendar also shows before a member tries (docs/rules.md,
// "Booking"): the texts live here, where the server's rules (server/availability/slot-bookability.ts)
// and the screens both read them, so the card and the refusal never say different things.

export const BOOKINGS_BLOCKED = "As marcações estão temporariamente bloqueadas. Contacte o treinador para mais informações.";
export const SLOT_STARTED = "Não é possível marcar uma aula que já começou.";
export const leadTimeMessage = (hours: number) =>
  `As aulas têm de ser marcadas com pelo menos ${countLabel(hours, { one: "hora", other: "horas" })} de antecedência (exceto à segunda-feira).`;
export const heldMessage = (until: Date) =>
  `Esta aula está reservada para a lista de espera até ${formatClub(until, "dd/MM/yyyy 'às' HH:mm")}.`;
/**
 * A group lesson in which every animal the member may book with (their own and those they handle)
 * already has a place (docs/rules.md, "Group lessons"): the booking would answer 'Este animal já tem
 * lugar nesta aula.' for each.
 */
export const allPlacedMessage = (animals: number) =>
  plural(animals, { one: "O seu animal já tem lugar nesta aula.", other: "Todos os seus animais já têm lugar nesta aula." });
