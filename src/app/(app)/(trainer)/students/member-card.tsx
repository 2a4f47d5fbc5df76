import type { ReactNode } from "react";
import { formatClub } from "@/lib/club-time";
import { FormAlert } from "@/components/ui/form-alert";
import { CategoryBadge, StatusBadge } from "./member-badges";
import { MemberPhone } from "@/components/ui/member-phone";
import type { Member } from "./member-api";

/** 'dd/MM/yyyy' of a member's sign-up, on the club's calendar. */
export function registrationDate(member: Member): string {
  return formatClub(new Date(member.created_at), "dd/MM/yyyy");
}

type MemberCardProps = {
  member: Member;
  actions: ReactNode;
  alert?: string | null;
  /** Before the name: the pending tab's selection checkbox. */
  leading?: ReactNode;
};

/** A member (or a sign-up) on the /students lists: who, since when, category and status. */
export function MemberCard({ member, actions, alert = null, leading = null }: MemberCardProps) {
  return (
    <li aria-label={member.name} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-2">
          {leading}
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">{member.name}</h3>
              <CategoryBadge category={member.student_category} />
              <StatusBadge active={member.is_active} erased={Boolean(member.erased_at)} />
            </div>
            <p className="mt-1 truncate text-sm text-slate-600">{member.email}</p>
            <MemberPhone phone={member.phone} className="text-sm" />
            <p className="mt-0.5 text-xs text-slate-500">
              Registado em <time dateTime={member.created_at}>{registrationDate(member)}</time>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">{actions}</div>
      </div>
      <FormAlert message={alert} />
    </li>
  );
}

const EMPTY_CLASS = "rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600";

/** A list of member cards, or a line saying there are none. */
export function MemberList({ members, empty, children }: { members: readonly Member[]; empty: ReactNode; children: (member: Member) => ReactNode }) {
  if (members.length === 0) return typeof empty === "string" ? <p className={EMPTY_CLASS}>{empty}</p> : empty;
  return <ul className="space-y-3">{members.map(children)}</ul>;
}

/** A search that finds nobody (announced as it happens: the list changes as the trainer types). */
export function NoMemberFound() {
  return (
    <p role="status" className={EMPTY_CLASS}>
      Nenhum membro encontrado.
    </p>
  );
}
