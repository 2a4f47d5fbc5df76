import { countLabel } from "@/lib/plural";

// 'Todos presentes' (docs/rules.md, "The training record"): its words, apart from
// training-record.ts so the screens that only read a record do not load the plural rules.

/** The one tap that marks a day's started, unmarked lessons present. */
export const ALL_PRESENT_LABEL = "Todos presentes";

/** What a mark the network failed says (docs/rules.md, "On the phone"): one lesson's, 'Todos presentes'. */
export const ATTENDANCE_NOT_RECORDED = "Sem ligação à internet. A presença não foi registada: tente novamente.";
export const ATTENDANCES_NOT_RECORDED = "Sem ligação à internet. As presenças não foram registadas: tente novamente.";

/** A day whose started lessons are all marked. */
export const ATTENDANCE_ALL_RECORDED = "Todas as presenças registadas.";

/** A day's started lessons still to be marked: '3 presenças por registar'. */
export function attendanceToRecordLabel(count: number): string {
  return countLabel(count, { one: "presença por registar", other: "presenças por registar" });
}
