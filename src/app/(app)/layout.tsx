import type { ReactNode } from "react";
import { clubYear } from "@/lib/club-time";
import { changelog } from "@/lib/changelog";
import { requirePageUser } from "@/server/auth/page-session";
import { countPendingWork } from "@/server/members/count-pending-work";
import { ChangelogProvider } from "@/components/changelog/changelog-provider";
import { SessionProvider } from "@/components/session/session-provider";
import { FreshAfterHistory } from "@/components/navigation/fresh-after-history";
import { Footer } from "@/components/shell/footer";
import { Navbar } from "@/components/shell/navbar";

// Every signed-in screen: signed out -> /login, decided on the server before anything renders.
// The role guards of narrower screens sit in the (trainer), (student-external) and (student)
// group layouts; each group has its own loading.tsx below its guard, so a wrong role gets a
// real redirect and never a flash of the spinner.
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  // The trainer's badges come with the page: no list is fetched for them as a screen loads.
  const pendingWork = user.role === "trainer" ? await countPendingWork() : null;
  return (
    <SessionProvider user={user} pendingWork={pendingWork}>
      <ChangelogProvider entries={changelog}>
        <Navbar user={user} />
        {/* At least the viewport below the navbar (h-16 and its border): the footer starts below the
            fold, so a screen whose lists arrive after the first paint never pushes a footer the
            visitor sees down the screen (a layout shift). */}
        <main className="mx-auto flex min-h-[calc(100dvh_-_4rem_-_1px)] w-full max-w-7xl flex-1 flex-col px-4 py-6 sm:px-6 sm:py-8">
          <FreshAfterHistory>{children}</FreshAfterHistory>
        </main>
        <Footer year={clubYear()} />
      </ChangelogProvider>
    </SessionProvider>
  );
}
