import type { StudentCategory } from "@/generated/prisma/enums";
import { Badge } from "@/components/ui/badge";

/** How a member's category is named on the cards and on the member's page. */
export const CATEGORY_LABELS: Record<StudentCategory, string> = {
  student: "Regular",
  external: "Externo",
  guest: "Convidado",
};

const CATEGORY_TONES = { student: "blue", external: "purple", guest: "amber" } as const;

/** A sign-up waiting for the trainer has no category yet. */
export function CategoryBadge({ category }: { category: StudentCategory | null }) {
  if (!category) return <Badge tone="slate">Pendente</Badge>;
  return <Badge tone={CATEGORY_TONES[category]}>{CATEGORY_LABELS[category]}</Badge>;
}

export function StatusBadge({ active, erased = false }: { active: boolean; erased?: boolean }) {
  if (erased) return <Badge tone="slate">Dados apagados</Badge>;
  return active ? <Badge tone="green">Ativo</Badge> : <Badge tone="red">Inativo</Badge>;
}
