import { GuestNote } from "@/components/ui/guest-note";

/** /statistics for a guest: statistics count lessons, and guests have none (no API call is made). */
export function GuestStatisticsNote() {
  return <GuestNote title="Estatísticas" lead="As estatísticas estão disponíveis para os alunos do clube. Como convidado, pode consultar o" />;
}
