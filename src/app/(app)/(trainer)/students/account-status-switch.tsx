"use client";

import { useState } from "react";
import { lazyComponent } from "@/components/lazy-component";
import { toast } from "@/components/toast";
import { SwitchRow } from "@/components/ui/switch-row";
import { setMemberActive, type Member } from "./member-api";

const DeactivateMemberDialog = lazyComponent(() => import("./deactivate-member-dialog").then((module) => module.DeactivateMemberDialog));

type AccountStatusSwitchProps = {
  member: Member;
  onUpdated: (member: Member) => void;
  onError: (failure: unknown) => void;
  /** After a deactivation, which cancels the member's lessons to come. */
  onDeactivated: () => void;
};

/** The member page's account-status toggle: an inactive member cannot sign in. */
export function AccountStatusSwitch({ member, onUpdated, onError, onDeactivated }: AccountStatusSwitchProps) {
  const [saving, setSaving] = useState(false);
  const [deactivating, setDeactivating] = useState(false);

  async function toggle() {
    // Turning a member off asks first, naming the lessons it cancels.
    if (member.is_active) return setDeactivating(true);
    setSaving(true);
    try {
      const result = await setMemberActive(member.id, !member.is_active);
      toast.success(result.message || "Status do aluno atualizado com sucesso!");
      if (result.student) onUpdated(result.student);
    } catch (failure) {
      onError(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <SwitchRow
        label="Conta ativa"
        description={member.is_active ? "O aluno pode iniciar sessão." : "O aluno não pode iniciar sessão."}
        on={member.is_active}
        disabled={saving}
        onToggle={toggle}
      />
      {deactivating && (
        <DeactivateMemberDialog
          member={member}
          onClose={() => setDeactivating(false)}
          onDeactivated={(updated) => {
            onUpdated(updated);
            onDeactivated();
          }}
        />
      )}
    </div>
  );
}

