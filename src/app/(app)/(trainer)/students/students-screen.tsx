"use client";

import { plural } from "@/lib/plural";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { lazyComponent } from "@/components/lazy-component";
import { useQueryState } from "@/components/navigation/use-query-state";
import { useSession } from "@/components/session/session-provider";
import { toast } from "@/components/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CountBadge } from "@/components/ui/count-badge";
import { FormAlert } from "@/components/ui/form-alert";
import { Tabs } from "@/components/ui/tabs";
import { PendingSignUps } from "./pending-sign-ups";
import { loadMemberLists, rejectSignUp, setMemberActive, type Member } from "./member-api";
import { parseStudentsTab, type StudentsTab } from "./students-tab";

// The tab a visit opens on ('Pedidos Pendentes') comes with the screen; the others load when
// first shown, and the dialogs when first opened.
const ApprovedMembers = lazyComponent(() => import("./approved-members").then((module) => module.ApprovedMembers));
const GuestMembers = lazyComponent(() => import("./guest-members").then((module) => module.GuestMembers));
const ApproveSignUpDialog = lazyComponent(() => import("./approve-sign-up-dialog").then((module) => module.ApproveSignUpDialog));
const DeactivateMemberDialog = lazyComponent(() => import("./deactivate-member-dialog").then((module) => module.DeactivateMemberDialog));

type Lists = { pending: Member[]; approved: Member[] };

const SIGN_UP_NO_LONGER_PENDING = "Este pedido de registo já não está pendente: foi aprovado ou rejeitado.";

/**
 * The new sign-up mail links here with `?aprovar={id}` (docs/rules.md, "Notices"): that pending
 * sign-up's approval opens once, and the address drops the parameter so a reload does not reopen it.
 */
function takeRequestedApproval(pending: readonly Member[]): Member | "gone" | null {
  const query = new URLSearchParams(window.location.search);
  const requested = query.get("aprovar");
  if (requested === null) return null;
  query.delete("aprovar");
  const rest = query.toString();
  window.history.replaceState(null, "", rest ? `?${rest}` : window.location.pathname);
  return pending.find((member) => String(member.id) === requested) ?? "gone";
}

/** /students: sign-ups to decide, approved members and guests, each linked to their page (/students/{id}). */
export function StudentsScreen() {
  const { refreshPendingCounters } = useSession();
  const [tab, changeTab] = useQueryState<StudentsTab>(
    (query) => parseStudentsTab(query.get("tab") ?? undefined),
    (next) => `tab=${next}`,
  );
  const [lists, setLists] = useState<Lists | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [approving, setApproving] = useState<readonly Member[]>([]);
  const [rejecting, setRejecting] = useState<Member | null>(null);
  const rejection = useFormSubmission("Erro ao rejeitar aluno");
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const [deactivating, setDeactivating] = useState<Member | null>(null);
  const [statusError, setStatusError] = useState<{ memberId: number; message: string } | null>(null);

  const show = useCallback(
    (loaded: Lists) => {
      setLists(loaded);
      setLoadError(null);
      // The navbar badge follows the pending list this screen shows.
      refreshPendingCounters();
      const requested = takeRequestedApproval(loaded.pending);
      if (requested === "gone") toast.info(SIGN_UP_NO_LONGER_PENDING);
      else if (requested) setApproving([requested]);
    },
    [refreshPendingCounters],
  );
  const fail = useCallback((failure: unknown) => {
    const message = errorMessage(failure, "Erro ao carregar alunos");
    setLoadError(message);
    toast.error(message);
  }, []);

  useEffect(() => loadWhileCurrent(loadMemberLists(), show, fail), [show, fail]);
  /** After a change: resolves once the lists are shown again. */
  const reload = useCallback(() => loadMemberLists().then(show).catch(fail), [show, fail]);

  function closeReject() {
    setRejecting(null);
    rejection.clearError();
  }

  async function handleReject() {
    if (!rejecting) return;
    await rejection.run(async () => {
      const result = await rejectSignUp(rejecting.id);
      toast.success(result.message || "Aluno rejeitado com sucesso!");
      setRejecting(null);
      void reload();
    });
  }

  async function handleToggleActive(member: Member) {
    setStatusError(null);
    // Turning a member off asks first, naming the lessons it cancels.
    if (member.is_active) return setDeactivating(member);
    setTogglingId(member.id);
    try {
      const result = await setMemberActive(member.id, !member.is_active);
      toast.success(result.message || "Status do aluno atualizado com sucesso!");
      await reload();
    } catch (failure) {
      const message = errorMessage(failure, "Erro ao atualizar status");
      setStatusError({ memberId: member.id, message });
      toast.error(message);
    } finally {
      setTogglingId(null);
    }
  }

  const pending = lists?.pending ?? [];
  const members = lists?.approved.filter((member) => member.role !== "guest") ?? [];
  const guests = lists?.approved.filter((member) => member.role === "guest") ?? [];
  const cardHandlers = {
    onToggleActive: handleToggleActive,
    togglingId,
    statusError,
  };

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Gestão de Alunos</h1>
        <p className="mt-2 text-slate-600">Aprove novos registos e faça a gestão das contas dos alunos.</p>
      </header>
      <FormAlert message={loadError} />
      <Tabs
        label="Alunos"
        value={tab}
        onChange={changeTab}
        tabs={[
          {
            value: "pending",
            label: <>Pedidos Pendentes {lists && <CountBadge count={pending.length} label={plural(pending.length, { one: "pedido", other: "pedidos" })} />}</>,
          },
          { value: "approved", label: "Alunos Aprovados" },
          { value: "guests", label: "Convidados" },
        ]}
      >
        {!lists && !loadError ? (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            A carregar alunos...
          </p>
        ) : tab === "pending" ? (
          <PendingSignUps pending={pending} onApprove={setApproving} onReject={setRejecting} onRejected={() => void reload()} />
        ) : tab === "approved" ? (
          <ApprovedMembers members={members} {...cardHandlers} />
        ) : (
          <GuestMembers guests={guests} {...cardHandlers} />
        )}
      </Tabs>

      {deactivating && <DeactivateMemberDialog member={deactivating} onClose={() => setDeactivating(null)} onDeactivated={() => void reload()} />}
      {approving.length > 0 && <ApproveSignUpDialog members={approving} onClose={() => setApproving([])} onApproved={() => void reload()} />}
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && closeReject()}
        title="Rejeitar Aluno"
        message="Tem certeza que deseja rejeitar este aluno?"
        confirmLabel="Rejeitar"
        busyLabel="A rejeitar..."
        busy={rejection.saving}
        destructive
        error={rejection.error}
        onConfirm={handleReject}
      />
    </section>
  );
}
