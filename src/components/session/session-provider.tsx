"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { SessionUser } from "@/server/auth/current-user";
import { apiFetch, errorMessage } from "@/lib/api-client";
import { toast } from "@/components/toast";
import { forgetEverythingKept } from "@/lib/offline-lessons";
import { SHOW_CHANGELOG_KEY } from "@/components/changelog/show-changelog-flag";

// The signed-in user and the trainer's pending counters for the navbar badges, both read on the
// server by the (app) layout; a screen that changes what they count reloads the counters
// (`refreshPendingCounters`). Other roles never load them.

type SessionContextValue = {
  user: SessionUser;
  pendingStudents: number;
  pendingPayments: number;
  /** Reloads the trainer's badge counters (e.g. after approving a sign-up). */
  refreshPendingCounters: () => void;
  logout: () => Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/** The trainer's counters as the page read them (null for other roles). */
type PendingWork = { pendingSignUps: number; pendingPayments: number } | null;

export function SessionProvider({ user, pendingWork, children }: { user: SessionUser; pendingWork: PendingWork; children: ReactNode }) {
  const router = useRouter();
  const [pendingStudents, setPendingStudents] = useState(pendingWork?.pendingSignUps ?? 0);
  const [pendingPayments, setPendingPayments] = useState(pendingWork?.pendingPayments ?? 0);
  const isTrainer = user.role === "trainer";

  const refreshPendingCounters = useCallback(() => {
    if (!isTrainer) return;
    apiFetch<{ pending_students: unknown[] }>("/auth/pending-students")
      .then((data) => setPendingStudents(data.pending_students?.length ?? 0))
      .catch((error: unknown) => console.error("Erro ao carregar contador de alunos pendentes", error));
    apiFetch<{ pending_payments: unknown[] }>("/payments/pending")
      .then((data) => setPendingPayments(data.pending_payments?.length ?? 0))
      .catch((error: unknown) => console.error("Erro ao carregar contador de pagamentos pendentes", error));
  }, [isTrainer]);

  const logout = useCallback(async () => {
    try {
      // While the session still stands: this device stops getting the member's notices (loaded
      // here, at sign-out, not with every screen).
      await import("@/lib/push-device").then((push) => push.forgetThisDeviceAtSignOut()).catch(() => {});
      await apiFetch("/auth/logout", { method: "POST" });
    } catch (error) {
      toast.error(errorMessage(error, "Erro ao comunicar com o servidor"));
      return;
    }
    setPendingStudents(0);
    setPendingPayments(0);
    sessionStorage.removeItem(SHOW_CHANGELOG_KEY);
    // Nothing of this member stays on the device for whoever signs in next (docs/rules.md, "On the phone").
    await forgetEverythingKept();
    router.replace("/login");
    router.refresh();
  }, [router]);

  const value = useMemo(
    () => ({ user, pendingStudents, pendingPayments, refreshPendingCounters, logout }),
    [user, pendingStudents, pendingPayments, refreshPendingCounters, logout],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}
