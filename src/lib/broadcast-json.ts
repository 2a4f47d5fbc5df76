import type { BroadcastAudience } from "@/generated/prisma/enums";
import type { PluralForms } from "@/lib/plural";

// A message to members (docs/rules.md, "Messages to members") as the API answers it and the
// trainer's /messages screen shows it.

export type { BroadcastAudience };

export const BROADCAST_AUDIENCES = ["all", "student", "external"] as const satisfies readonly BroadcastAudience[];

/** The audience as the screen names it ('Destinatários'). */
export const BROADCAST_AUDIENCE_LABELS: Record<BroadcastAudience, string> = {
  all: "Todos os membros",
  student: "Alunos",
  external: "Alunos externos",
};

/** The audience counted: '12 alunos externos', '1 membro'. */
export const BROADCAST_AUDIENCE_COUNTED: Record<BroadcastAudience, PluralForms> = {
  all: { one: "membro", other: "membros" },
  student: { one: "aluno", other: "alunos" },
  external: { one: "aluno externo", other: "alunos externos" },
};

export const BROADCAST_SUBJECT_MAX = 120;
export const BROADCAST_MESSAGE_MAX = 5000;
/** How many past messages the history lists (the newest). */
export const BROADCAST_HISTORY_LIMIT = 50;

/** One message sent: `created_at` an ISO instant. */
export type BroadcastJson = {
  id: number;
  subject: string;
  message: string;
  audience: BroadcastAudience;
  recipients: number;
  created_at: string;
};
