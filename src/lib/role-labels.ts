import type { Role } from "@/generated/prisma/enums";

/** How each role is named on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  trainer: "Treinador",
  student: "Aluno",
  external: "Aluno Externo",
  guest: "Convidado",
  assistant: "Treinador Assistente",
};

/**
 * What home says under the greeting: what this member does in ACE. A guest has no lessons,
 * animals or payments of their own; an external member pays no monthly fee.
 */
export const HOME_SUBTITLES: Record<Role, string> = {
  trainer: "Faça a gestão das aulas, dos membros e dos pagamentos do clube num só lugar.",
  student: "Faça a gestão das suas aulas, animais e pagamentos num só lugar.",
  external: "Faça a gestão das suas aulas e dos seus animais num só lugar.",
  guest: "Consulte o calendário de aulas do clube e a previsão do tempo para o campo.",
  assistant: "Consulte o calendário do clube e conduza as aulas que dá: marcações, presenças e notas.",
};
