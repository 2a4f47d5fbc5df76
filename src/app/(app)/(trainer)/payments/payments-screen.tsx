"use client";

import { plural } from "@/lib/plural";
import { lazyComponent } from "@/components/lazy-component";
import { useQueryState } from "@/components/navigation/use-query-state";
import { useSession } from "@/components/session/session-provider";
import { CountBadge } from "@/components/ui/count-badge";
import { Tabs } from "@/components/ui/tabs";
import { GenerateTab } from "./generate-tab";
import { parsePaymentsQuery, paymentsQueryString, type MonthChoice, type PaymentsQuery } from "./payments-query";

// 'Gerar', where the screen opens, comes with it; each other tab loads when first shown.
const ManageTab = lazyComponent(() => import("./manage-tab").then((module) => module.ManageTab));
const PendingTab = lazyComponent(() => import("./pending-tab").then((module) => module.PendingTab));
const StatisticsTab = lazyComponent(() => import("./statistics-tab").then((module) => module.StatisticsTab));

/** /payments: generate the month's payments, manage them, follow what is pending, and the figures. */
export function PaymentsScreen() {
  const { user, pendingPayments } = useSession();
  const [query, setQuery] = useQueryState<PaymentsQuery>(parsePaymentsQuery, paymentsQueryString);

  // The server's guard sends everyone else away; this is only a fallback.
  if (user.role !== "trainer") {
    return <p className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900">Acesso restrito a treinadores</p>;
  }

  const changeMonth = (month: MonthChoice) => setQuery({ ...query, month });
  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Pagamentos</h1>
        <p className="mt-2 text-slate-600">Gere as mensalidades a partir das aulas do mês, registe os pagamentos e acompanhe os valores.</p>
      </header>
      <Tabs
        label="Pagamentos"
        value={query.tab}
        onChange={(tab) => setQuery({ ...query, tab })}
        tabs={[
          { value: "generate", label: "Gerar" },
          { value: "manage", label: "Gerir" },
          { value: "pending", label: <>Pendentes {pendingPayments > 0 && <CountBadge count={pendingPayments} label={plural(pendingPayments, { one: "pagamento", other: "pagamentos" })} />}</> },
          { value: "statistics", label: "Estatísticas" },
        ]}
      >
        {query.tab === "generate" ? (
          <GenerateTab month={query.month} onMonthChange={changeMonth} />
        ) : query.tab === "manage" ? (
          <ManageTab month={query.month} onMonthChange={changeMonth} />
        ) : query.tab === "pending" ? (
          <PendingTab />
        ) : (
          <StatisticsTab />
        )}
      </Tabs>
    </section>
  );
}
