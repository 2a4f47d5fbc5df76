import type { Metadata } from "next";
import { Suspense } from "react";
import { HOME_SUBTITLES } from "@/lib/role-labels";
import { isMember, isStaff } from "@/lib/roles";
import { UPCOMING_PAGE_SIZE } from "@/lib/upcoming-classes";
import { requirePageUser } from "@/server/auth/page-session";
import { getMe } from "@/server/auth/get-me";
import { listAllBookings, listGivenBookings, listOwnBookings } from "@/server/bookings/list-bookings";
import { listTodaysLessons } from "@/server/bookings/list-todays-lessons";
import { listClosures } from "@/server/closures/list-closures";
import { firstLoad } from "@/server/http/first-load";
import { listNewestFailedMails } from "@/server/mail/list-failed-mails";
import { listPendingSignUps } from "@/server/members/list-members";
import { listMemberPayments, listPaymentsToConfirm } from "@/server/payments/list-payments";
import { summarizeUnpaidPastMonths } from "@/server/payments/unpaid-past-months";
import { listMyWaitlist } from "@/server/waitlist/list-my-waitlist";
import { ClosedDaysCard } from "./closed-days-card";
import { FAILED_MAILS_SHOWN, FailedMailsCard } from "./failed-mails-card";
import { HomeModals } from "./home-modals";
import { HomeNavigationCards } from "./home-navigation-cards";
import { PaymentsToConfirmCard, PendingPaymentsCard, WaitlistCard } from "./lazy-home-cards";
import { PendingPaymentsSummary } from "./pending-payments-summary";
import { TrainerToDo } from "./trainer-to-do";
import { UpcomingClassesCard } from "./upcoming-classes-card";
import { LessonNoticesCard } from "./lesson-notices-card";

export const metadata: Metadata = { title: "Início" };

/**
 * The trainer's upcoming lessons that come with the page: two of the card's pages. The whole
 * club's month (140 and more) was 44 kB of the page's data, all read by the browser before home
 * answered a tap, to show five; the card reads the rest when 'Ver mais' asks past them.
 */
const TRAINER_UPCOMING_SENT = 2 * UPCOMING_PAGE_SIZE;

export default async function HomePage() {
  const user = await requirePageUser();
  const firstName = user.name.trim().split(/\s+/)[0];
  // The greeting needs no read: it goes out in the document's first part and paints at once. The
  // cards wait for their reads and stream in below it (a boundary of their own, so the route's
  // loading screen does not stand in for the whole page meanwhile: home's heading painted last of
  // all the screens, docs/performance.md). Everything below the greeting streams together, so
  // nothing visible is pushed down when it arrives.
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Olá, {firstName}! Boas-vindas ao ACE</h1>
        <p className="mt-2 text-slate-600">{HOME_SUBTITLES[user.role]}</p>
      </header>
      <Suspense fallback={null}>
        <HomeCards user={user} />
      </Suspense>
    </div>
  );
}

type HomeUser = Awaited<ReturnType<typeof requirePageUser>>;

async function HomeCards({ user }: { user: HomeUser }) {
  const member = isMember(user.role);
  // The cards' first contents come with the page, so nothing shifts as they arrive; the same reads
  // as their API calls (GET /api/payments/user-pending, /api/bookings/waitlist/my,
  // /api/bookings/my|all?upcoming=1). They reload themselves after a change. A card read empty
  // shows nothing for the page's life (the waiting list changes only by its own confirmations),
  // so it is not rendered at all and its code is not loaded. The trainer's failed mails (GET
  // /api/mail/failed, the newest few) have no code in the browser: when their read fails, home
  // goes without them. So has the trainer's to-do (trainer-to-do.tsx): each of its lists is left
  // out when its read fails; the payments members said they paid (payments-to-confirm-card.tsx,
  // its code loaded only when there is one); and the others' closed days (closed-days-card.tsx).
  const trainer = user.role === "trainer";
  const [pendingPayments, waitlist, upcoming, failedMails, signUps, unpaid, today, closures, toConfirm, account] = await Promise.all([
    user.role === "student" ? firstLoad("home", () => listMemberPayments(user.id, { onlyPending: true })) : null,
    member ? firstLoad("home", () => listMyWaitlist(user.id)) : null,
    user.role === "guest"
      ? null
      : firstLoad("home", () =>
          user.role === "trainer"
            ? listAllBookings({ upcoming: true })
            : user.role === "assistant"
              ? listGivenBookings(user, { upcoming: true })
              : listOwnBookings(user, { upcoming: true }),
        ),
    trainer ? firstLoad("home", () => listNewestFailedMails({ limit: FAILED_MAILS_SHOWN })) : null,
    trainer ? firstLoad("home", () => listPendingSignUps()) : null,
    trainer ? firstLoad("home", () => summarizeUnpaidPastMonths()) : null,
    trainer ? firstLoad("home", () => listTodaysLessons()) : null,
    trainer ? null : firstLoad("home", () => listClosures()),
    trainer ? firstLoad("home", () => listPaymentsToConfirm()) : null,
    // An assistant trainer's notices of the lessons they give (lesson-notices-card.tsx).
    user.role === "assistant" ? firstLoad("home", () => getMe(user)) : null,
  ]);
  return (
    <>
      {user.role === "student" && (pendingPayments ? <PendingPaymentsSummary pending={pendingPayments} /> : <PendingPaymentsCard />)}

      {trainer && (
        <TrainerToDo signUpNames={signUps?.pending_students.map((member) => member.name) ?? null} unpaid={unpaid} today={today} />
      )}

      {toConfirm && toConfirm.payments.length > 0 && <PaymentsToConfirmCard initial={toConfirm.payments} />}

      {failedMails && <FailedMailsCard mails={failedMails.mails} total={failedMails.total} />}

      {closures && <ClosedDaysCard closures={closures.closures} />}

      {member && (waitlist === null || waitlist.entries.length > 0) && <WaitlistCard initial={waitlist?.entries ?? null} />}

      {user.role !== "guest" && (
        <UpcomingClassesCard
          initial={upcoming ? (isStaff(user.role) ? upcoming.bookings.slice(0, TRAINER_UPCOMING_SENT) : upcoming.bookings) : null}
          initialTotal={upcoming?.bookings.length}
        />
      )}

      {account && <LessonNoticesCard initial={account.user.notice_settings} />}

      <HomeNavigationCards role={user.role} />
      <HomeModals role={user.role} />
    </>
  );
}
