import type { DependantJson } from "@/lib/household-json";
import { shortDateLabel } from "@/lib/short-date-label";
import { PageSection } from "./page-section";

/** The member's household: the dependants they book lessons for (docs/rules.md, "Households"). */
export function MemberHousehold({ dependants }: { dependants: readonly DependantJson[] }) {
  return (
    <PageSection title="Agregado" items={dependants} empty="Sem dependentes.">
      {(dependant) => (
        <li key={dependant.id} className="flex flex-wrap justify-between gap-x-3 py-2.5 text-sm">
          <span className="font-medium break-words text-slate-900">{dependant.name}</span>
          <span className="text-slate-600">
            Nasceu a <time dateTime={dependant.birth_date}>{shortDateLabel(dependant.birth_date)}</time>
          </span>
        </li>
      )}
    </PageSection>
  );
}
