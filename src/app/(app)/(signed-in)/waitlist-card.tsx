"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { longDateLabel } from "@/lib/calendar-labels";
import { clubToday, formatClub } from "@/lib/club-time";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { NOT_BOOKED } from "@/lib/network-failure";
import { BOOKINGS_CHANGED_EVENT, confirmWaitlistOffer, loadMyWaitlist, type WaitlistEntry } from "@/lib/waitlist-api";
import { afterAnswer, useFormSubmission } from "@/components/forms/use-form-submission";
import { useClubNow } from "@/components/scheduling/use-club-now";
import { toast } from "@/components/toast";
import { ReadyButton } from "@/components/ui/ready-button";
import { FormAlert } from "@/components/ui/form-alert";

/**
 * Home (students and externals): the lessons offered to them from a waiting list, to confirm
 * before the hold ends, and the lists they are on with their place. Hidden when there are none.
 */
export function WaitlistCard({ initial }: { initial: WaitlistEntry[] | null }) {
  const [entries, setEntries] = useState<WaitlistEntry[] | null>(initial);
  const [attempt, setAttempt] = useState(0);
  const { error, saving, run } = useFormSubmission("Erro ao confirmar aula", NOT_BOOKED);
  const now = useClubNow();

  useEffect(() => {
    if (attempt === 0 && initial) return; // read with the page (home's page.tsx)
    return loadWhileCurrent(loadMyWaitlist(), setEntries, (failure) => toast.error(errorMessage(failure, "Erro ao carregar a lista de espera")));
  }, [attempt, initial]);

  const current = entries?.filter((entry) => !entry.offered_until || Date.parse(entry.offered_until) > now.getTime()) ?? [];
  if (current.length === 0) return null;
  const offers = current.filter((entry) => entry.offered_until);
  const waiting = current.filter((entry) => !entry.offered_until);
  const today = clubToday(now);

  async function confirm(entry: WaitlistEntry) {
    await run(async () => {
      toast.success((await afterAnswer(confirmWaitlistOffer(entry.id), () => setAttempt((count) => count + 1))).message);
      window.dispatchEvent(new Event(BOOKINGS_CHANGED_EVENT));
    });
  }

  return (
    <section aria-labelledby="waitlist-card" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="waitlist-card" className="text-lg font-semibold text-slate-900">
        Lista de espera
      </h2>
      <div className="mt-4 space-y-3">
        <FormAlert message={error} />
        {offers.map((entry) => (
          <div key={entry.id} className="rounded-xl border border-emerald-300 bg-emerald-50 p-3">
            <p className="font-semibold text-emerald-900">
              Vaga disponível! Confirme até {formatClub(new Date(entry.offered_until!), "dd/MM 'às' HH:mm")}
            </p>
            <p className="mt-1 text-sm text-slate-800">
              {longDateLabel(entry.date, today)}, {entry.start_time} - {entry.end_time} · {forWhom(entry)}
            </p>
            <ReadyButton type="button" className="mt-3 w-full sm:w-auto" busy={saving} busyLabel="A confirmar..." onClick={() => confirm(entry)}>
              Confirmar aula
            </ReadyButton>
          </div>
        ))}
        {waiting.length > 0 && (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {waiting.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2.5 text-sm">
                <span className="text-slate-900">
                  {longDateLabel(entry.date, today)}, {entry.start_time} · {forWhom(entry)}
                </span>
                <span className="font-semibold text-brand-800">{entry.position}.º na lista</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The animal, and the dependant who would handle the lesson ('Rita com Bolt'). */
function forWhom(entry: WaitlistEntry): string {
  return entry.dependant_name ? `${entry.dependant_name} com ${entry.animal_name}` : entry.animal_name;
}
