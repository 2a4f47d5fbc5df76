// What the calendar's writes say when the network fails them (docs/rules.md, "On the phone"):
// nothing was done, the screen stays as it was, and the same tap sends the same request again
// once the network is back (src/lib/idempotent-write.ts). Each screen's other such words sit with
// it (attendance-to-record.ts, mark-paid-dialog.tsx, ui/modal-loading.tsx), so that a screen loads its own.

export const NOT_BOOKED = "Sem ligação à internet. A aula não foi marcada: tente novamente.";
export const NOT_CANCELLED = "Sem ligação à internet. A aula não foi cancelada: tente novamente.";
export const NOT_ON_WAITLIST = "Sem ligação à internet. Não entrou na lista de espera: tente novamente.";
export const NOT_OFF_WAITLIST = "Sem ligação à internet. Não saiu da lista de espera: tente novamente.";

// An answer lost after the request left (src/lib/idempotent-write.ts asked again, and could not tell).
export const MAYBE_BOOKED = "A ligação falhou e não foi possível saber se a aula foi marcada. Veja o calendário antes de tentar novamente.";
export const MAYBE_CANCELLED = "A ligação falhou e não foi possível saber se a aula foi cancelada. Veja o calendário antes de tentar novamente.";
export const MAYBE_ON_WAITLIST = "A ligação falhou e não foi possível saber se entrou na lista de espera. Veja o calendário antes de tentar novamente.";
