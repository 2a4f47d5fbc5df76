import { formatClub } from "@/lib/club-time";
import { formatEuros } from "@/lib/money";
import { ROLE_LABELS } from "@/lib/role-labels";
import { phoneForDisplay } from "@/lib/phone";
import type { UserJson } from "@/server/auth/user-json";

/** 'Informações Pessoais': who the member is to the club. */
export function PersonalInfo({ user }: { user: UserJson }) {
  const rows: [string, string][] = [
    ["Nome", user.name],
    ["Email", user.email],
    ["Telefone", user.phone ? phoneForDisplay(user.phone) : "Não indicado"],
    ["Categoria", ROLE_LABELS[user.role]],
    ["Membro desde", formatClub(new Date(user.created_at), "d 'de' MMMM 'de' yyyy")],
  ];
  if (user.has_fixed_monthly_fee) rows.push(["Mensalidade fixa", formatEuros(user.monthly_fee_amount)]);

  return (
    <section aria-labelledby="personal-info" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="personal-info" className="text-lg font-semibold text-slate-900">
        Informações Pessoais
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
