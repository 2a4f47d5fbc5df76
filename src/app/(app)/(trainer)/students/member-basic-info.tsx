import type { ReactNode } from "react";
import { CATEGORY_LABELS, StatusBadge } from "./member-badges";
import { registrationDate } from "./member-card";
import { MemberPhone } from "@/components/ui/member-phone";
import type { Member } from "./member-api";

/** The member page's 'Informações Básicas'. */
export function MemberBasicInfo({ member }: { member: Member }) {
  const rows: [string, ReactNode][] = [
    ["Nome", member.name],
    ["Email", member.email],
    ["Telefone", member.phone ? <MemberPhone key="phone" phone={member.phone} className="-my-3" /> : "Não indicado"],
    ["Categoria", member.student_category ? CATEGORY_LABELS[member.student_category] : "Pendente"],
    ["Estado", <StatusBadge key="status" active={member.is_active} />],
    ["Data de registo", registrationDate(member)],
    ["ID", member.id],
  ];
  return (
    <section aria-labelledby="member-basic-info" className="space-y-2">
      <h3 id="member-basic-info" className="font-semibold text-slate-900">
        Informações Básicas
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl bg-slate-50 p-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
