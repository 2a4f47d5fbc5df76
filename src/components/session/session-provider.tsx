"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { SessionUser } from "@/server/auth/current-user";
import { apiFetch } from "@/lib/api-client";

// The signed-in user and the trainer's pending counters for the navbar badges, both read on the
// server by the (app) layout; a screen that changes what they count reloads the counters
// (`refreshPendingCounters`). Other roles never load them.

type SessionContextValue = {
  user: SessionUser;
  pendingStudents: number;
  pendingPayments: number;
  /** Reloads the trainer's badge counters (e.g. after approving a sign-up). */
  refreshPendingCounters: () => void;
  /** The member has signed out (shell/sign-out.ts): the counters are forgotten. */
  signedOut: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/** The trainer's counters as the page read them (null for other roles). */
type PendingWork = { pendingSignUps: number; pendingPayments: number } | null;

export function SessionProvider({ user, pendingWork, children }: { user: SessionUser; pendingWork: PendingWork; children: ReactNode }) {
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

  const signedOut = useCallback(() => {
    setPendingStudents(0);
    setPendingPayments(0);
  }, []);

  const value = useMemo(
    () => ({ user, pendingStudents, pendingPayments, refreshPendingCounters, signedOut }),
    [user, pendingStudents, pendingPayments, refreshPendingCounters, signedOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}
