// What the calendar's writes say when the network fails them (docs/rules.md, "On the phone"):
// nothing was done, the screen stays as it was, and the same tap sends the same request again
// once the network is back (src/lib/idempotent-write.ts). Each screen's other such words sit with
// it (attendance-to-record.ts, mark-paid-dialog.tsx, ui/modal-loading.tsx), so that a screen loads its own.

export const NOT_BOOKED = "Sem ligação à internet. A aula não foi marcada: tente novamente.";
export const NOT_CANCELLED = "Sem ligação à internet. A aula não foi cancelada: tente novamente.";
export const NOT_ON_WAITLIST = "Sem ligação à internet. Não entrou na lista de espera: tente novamente.";
export const NOT_OFF_WAITLIST = "Sem ligação à internet. Não saiu da lista de espera: tente novamente.";
