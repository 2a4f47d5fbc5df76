import type { NoticeSettings as Settings } from "@/lib/notice-settings-api";
import { NoticeSwitches, type NoticeChoice } from "@/components/notices/notice-switches";

const CHOICES: readonly NoticeChoice[] = [
  {
    key: "booking_confirmations",
    label: "Confirmação das aulas marcadas",
    on: "Recebe um email sempre que uma aula é marcada para si.",
    off: "Não recebe email quando uma aula é marcada para si.",
  },
  {
    key: "lesson_notes",
    label: "Notas do treinador",
    on: "Recebe um aviso quando o treinador deixa uma nota sobre a aula de um animal seu.",
    off: "Não recebe aviso das notas do treinador: leia-as no registo de treino de cada animal.",
  },
];

/**
 * 'Avisos por Email' (docs/rules.md, "Notices"): the member may turn off the confirmation of the
 * lessons booked for them and the notice of the trainer's notes on their animals' lessons;
 * cancellations by the trainer, waiting-list offers and payments always come.
 */
export function NoticeSettings({ initial }: { initial: Settings }) {
  return (
    <NoticeSwitches headingId="notice-settings" choices={CHOICES} initial={initial}>
      <p className="mt-3 text-sm text-slate-600">
        Os cancelamentos feitos pelo treinador, as vagas da lista de espera e os pagamentos são sempre enviados.
      </p>
    </NoticeSwitches>
  );
}
