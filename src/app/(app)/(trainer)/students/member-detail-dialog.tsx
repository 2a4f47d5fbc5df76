"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { toast } from "@/components/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { MemberAccess } from "./member-access";
import { MemberBasicInfo } from "./member-basic-info";
import { MemberSettings } from "./member-settings";
import { loadMember, type Member } from "./member-api";

type MemberDetailDialogProps = {
  /** The member whose details are open; null when the dialog is closed. */
  memberId: number | null;
  onClose: () => void;
  /** A change was saved: the lists behind the dialog reload. */
  onChanged: () => void;
};

/** 'Ver': a member's basic info, settings (not for guests) and access management. */
export function MemberDetailDialog({ memberId, onClose, onChanged }: MemberDetailDialogProps) {
  const [member, setMember] = useState<Member | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Another member opened: forget the last one's details during render, before they show.
  // Closing the dialog leaves them be.
  const [shownId, setShownId] = useState<number | null>(null);
  if (memberId !== shownId) {
    setShownId(memberId);
    if (memberId !== null) {
      setMember(null);
      setLoadError(null);
    }
  }

  useEffect(() => {
    if (memberId === null) return;
    return loadWhileCurrent(loadMember(memberId), setMember, (failure) => {
      const message = errorMessage(failure, "Erro ao carregar detalhes do aluno");
      setLoadError(message);
      toast.error(message);
    });
  }, [memberId]);

  function handleUpdated(updated: Member) {
    setMember(updated);
    onChanged();
  }

  return (
    <Modal
      open={memberId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Detalhes do Aluno"
      description="Dados, configurações e acesso do aluno."
    >
      <FormAlert message={loadError} />
      {!member && !loadError && (
        <p role="status" className="py-6 text-center text-sm text-slate-600">
          A carregar...
        </p>
      )}
      {member && (
        <div className="space-y-6">
          <MemberBasicInfo member={member} />
          {member.role !== "guest" && !member.erased_at && <MemberSettings key={`settings-${member.id}`} member={member} onUpdated={handleUpdated} />}
          <MemberAccess key={`access-${member.id}`} member={member} onUpdated={handleUpdated} />
        </div>
      )}
    </Modal>
  );
}
