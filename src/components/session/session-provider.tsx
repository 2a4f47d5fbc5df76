"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { SessionUser } from "@/server/auth/current-user";
import { apiFetch, errorMessage } from "@/lib/api-client";
import { toast } from "@/components/toast";
import { forgetEverythingKept } from "@/lib/offline-lessons";
import { SHOW_CHANGELOG_KEY } from "@/components/changelog/show-changelog-flag";

// The signed-in user (read on the server by the (app) layout) and the trainer's pending
// counters for the navbar badges. Other roles never load the counters.

type SessionContextValue = {
  user: SessionUser;
  pendingStudents: number;
  pendingPayments: number;
  /** Reloads the trainer's badge counters (e.g. after approving a sign-up). */
  refreshPendingCounters: () => void;
  logout: () => Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  const router = useRouter();
  const [pendingStudents, setPendingStudents] = useState(0);
  const [pendingPayments, setPendingPayments] = useState(0);
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

  useEffect(refreshPendingCounters, [refreshPendingCounters]);

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
