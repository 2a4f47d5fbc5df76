import type { Role } from "@/generated/prisma/enums";

/** How each role is named on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  trainer: "Treinador",
  student: "Aluno",
  external: "Aluno Externo",
  guest: "Convidado",
};
