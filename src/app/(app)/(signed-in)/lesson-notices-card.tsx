import type { NoticeSettings } from "@/lib/notice-settings-api";
import { NoticeSwitches, type NoticeChoice } from "@/components/notices/notice-switches";

// The account's `booking_confirmations` choice, as an assistant trainer's home words it.
const CHOICES: readonly NoticeChoice[] = [
  {
    key: "booking_confirmations",
    label: "Marcações nas minhas aulas",
    on: "Recebe um aviso quando alguém marca ou cancela uma das aulas que dá.",
    off: "Não recebe avisos das marcações nas aulas que dá: veja-as no calendário.",
  },
];

/**
 * An assistant trainer's home: 'Marcações nas minhas aulas' (docs/rules.md, "Each lesson's
 * trainer"), the mail (and push) of each booking or cancellation someone else makes on a lesson
 * they give.
 */
export function LessonNoticesCard({ initial }: { initial: NoticeSettings }) {
  return <NoticeSwitches headingId="lesson-notices" choices={CHOICES} initial={initial} />;
}
