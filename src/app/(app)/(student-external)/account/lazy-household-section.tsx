"use client";

import { lazyComponent } from "@/components/lazy-component";
import { WhenNear } from "@/components/when-near";

// 'Agregado' (docs/rules.md, "Households"), below the first screenful: its code (the list, the
// form, the date field) loads when the member scrolls towards it, which keeps /account within
// its JavaScript budget (docs/performance.md, "JavaScript per screen"). Until then its frame and
// heading hold the place.
const placeholder = (
  <section aria-labelledby="household" aria-busy="true" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
    <h2 id="household" className="text-lg font-semibold text-slate-900">
      Agregado
    </h2>
  </section>
);

const Household = lazyComponent(() => import("./household-section").then((module) => module.HouseholdSection), { fallback: placeholder });

export function HouseholdSection() {
  return (
    <WhenNear placeholder={placeholder} minHeight="min-h-48">
      <Household />
    </WhenNear>
  );
}
