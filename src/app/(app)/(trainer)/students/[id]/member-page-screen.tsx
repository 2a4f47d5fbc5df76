"use client";

import { AppLink } from "@/components/navigation/app-link";
import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadWhileCurrent } from "@/lib/load-while-current";
import type { MemberPaymentJson } from "@/lib/member-page-json";
import { MarkPaidDialog } from "@/components/payments/mark-paid-dialog";
import { useSession } from "@/components/session/session-provider";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { MemberAccess } from "../member-access";
import { loadMemberPage, type Member, type MemberPageJson } from "../member-api";
import { CategoryBadge, StatusBadge } from "../member-badges";
import { MemberBasicInfo } from "../member-basic-info";
import { MemberPhone } from "@/components/ui/member-phone";
import { MemberSettings } from "../member-settings";
import { BookLessonDialog } from "./book-lesson-dialog";
import { MemberAnimals } from "./member-animals";
import { MemberHousehold } from "./member-household";
import { PastLessons, UpcomingLessons } from "./member-lessons";
import { MemberPayments } from "./member-payments";
import { StandingLessons, WaitlistEntries } from "./member-waitlist";

type MemberPageScreenProps = {
  memberId: number;
  /** Read on the server; null when that read failed (the screen then loads it). */
  first: MemberPageJson | null;
  /** Today's club date: the papers' state. */
  today: string;
};

/**
 * A member's page for the trainer: who they are, what they have done, and their account's actions;
 * a lesson booked for them and a payment marked paid from here (docs/rules.md, "The member's page").
 */
export function MemberPageScreen({ memberId, first, today }: MemberPageScreenProps) {
  const { refreshPendingCounters } = useSession();
  const [page, setPage] = useState<MemberPageJson | null>(first);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Bumped after a change made here: the page is read again (the first read came with it).
  const [version, setVersion] = useState(0);
  const [booking, setBooking] = useState(false);
  const [paying, setPaying] = useState<MemberPaymentJson | null>(null);

  useEffect(() => {
    if (first && version === 0) return;
    return loadWhileCurrent(
      loadMemberPage(memberId),
      (loaded) => {
        setPage(loaded);
        setLoadError(null);
      },
      (failure) => {
        const message = errorMessage(failure, "Erro ao carregar a página do aluno");
        setLoadError(message);
        toast.error(message);
      },
    );
  }, [first, memberId, version]);

  const reload = () => setVersion((count) => count + 1);
  // Settings and access answer the updated account: the page shows it at once.
  const handleUpdated = (member: Member) => setPage((current) => current && { ...current, member });

  const member = page?.member;
  // The booking rules hold the rest (an archived animal or an inactive owner is refused there).
  const bookable = member && member.role !== "guest" && member.is_active && !member.erased_at && page.animals.length > 0;
  return (
    <section className="space-y-6">
      <AppLink href="/students?tab=approved" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        ← Gestão de Alunos
      </AppLink>
      <FormAlert message={loadError} />
      {!page && !loadError && (
        <p role="status" className="py-10 text-center text-sm text-slate-600">
          A carregar...
        </p>
      )}
      {page && member && (
        <>
          <header className="space-y-2">
            <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{member.name}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <CategoryBadge category={member.student_category} />
              <StatusBadge active={member.is_active} erased={Boolean(member.erased_at)} />
            </div>
            {/* How to reach them, first on a phone too (the account's details come after the lists there). */}
            {!member.erased_at && (
              <p className="flex flex-wrap items-center gap-x-4 text-sm">
                <a href={`mailto:${member.email}`} className="inline-flex min-h-11 items-center break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {member.email}
                </a>
                <MemberPhone phone={member.phone} />
              </p>
            )}
          </header>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <div className="space-y-6">
              <MemberAnimals animals={page.animals} today={today} />
              {page.dependants.length > 0 && <MemberHousehold dependants={page.dependants} />}
              <UpcomingLessons
                lessons={page.upcoming_lessons}
                today={today}
                action={
                  bookable && (
                    <Button type="button" className="w-full sm:w-auto" onClick={() => setBooking(true)}>
                      Marcar aula
                    </Button>
                  )
                }
              />
              <PastLessons lessons={page.past_lessons} total={page.past_lessons_total} today={today} />
              <MemberPayments payments={page.payments} total={page.payments_total} onMarkPaid={setPaying} />
              <WaitlistEntries entries={page.waitlist} today={today} />
              <StandingLessons lessons={page.standing_lessons} />
            </div>
            <aside aria-label="Conta do aluno" className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <MemberBasicInfo member={member} />
              {member.role !== "guest" && !member.erased_at && <MemberSettings key={`settings-${member.id}`} member={member} onUpdated={handleUpdated} />}
              <MemberAccess key={`access-${member.id}`} member={member} onUpdated={handleUpdated} onDeactivated={reload} />
            </aside>
          </div>
          <BookLessonDialog open={booking} member={member} animals={page.animals} dependants={page.dependants} today={today} onClose={() => setBooking(false)} onBooked={reload} />
          <MarkPaidDialog
            payment={paying && { ...paying, user_name: member.name }}
            onClose={() => setPaying(null)}
            onPaid={() => {
              reload();
              refreshPendingCounters();
            }}
          />
        </>
      )}
    </section>
  );
}
