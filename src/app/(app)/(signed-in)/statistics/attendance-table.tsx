import { shortDateLabel } from "@/lib/short-date-label";
import type { AttendanceTotal } from "@/lib/statistics-json";
import { formatCount, formatRate } from "@/lib/statistics-labels";

/** When the member last came: under the name, so the table keeps five columns at 375 px (its figures' headings smaller there). */
export const lastLessonLabel = (date: string | null) => (date ? `Última aula: ${shortDateLabel(date)}` : "Ainda sem aulas");

/**
 * Attendance per member (docs/rules.md, "Statistics"): every active member, who never came and
 * who has been away longest first, as the server sorts them.
 */
export function AttendanceTable({ members }: { members: readonly AttendanceTotal[] }) {
  const columns = ["Presente", "Faltou", "Por registar", "Taxa"];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Presenças, faltas e aulas por registar de cada aluno no período</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className="py-2 font-medium">
            Aluno
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="py-2 pl-2 text-right text-xs font-medium sm:pl-3 sm:text-sm">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.user_id} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-800 sm:pr-3">
              <span className="block">{member.student_name}</span>
              <span className={`block text-xs ${member.last_lesson_date ? "text-slate-500" : "font-medium text-amber-800"}`}>
                {lastLessonLabel(member.last_lesson_date)}
              </span>
            </th>
            {[formatCount(member.present), formatCount(member.absent), formatCount(member.not_marked), formatRate(member.attendance_rate)].map((figure, index) => (
              <td key={index} className="py-2 pl-2 text-right align-top text-slate-900 tabular-nums sm:pl-3">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
