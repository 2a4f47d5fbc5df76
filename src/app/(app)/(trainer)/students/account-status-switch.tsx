"use client";

import { useId, useState } from "react";
import { lazyComponent } from "@/components/lazy-component";
import { toast } from "@/components/toast";
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
  const id = useId();
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
      {/* The whole row is the switch: a large target on a phone (as the notice switches, account page). */}
      <button
        type="button"
        role="switch"
        aria-checked={member.is_active}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        disabled={saving}
        onClick={toggle}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-slate-200 p-3 text-left transition-colors hover:border-brand-200 disabled:opacity-60"
      >
        <span className="text-sm">
          <span id={`${id}-label`} className="block font-medium text-slate-700">
            Conta ativa
          </span>
          <span id={`${id}-help`} className="block text-slate-600">
            {member.is_active ? "O aluno pode iniciar sessão." : "O aluno não pode iniciar sessão."}
          </span>
        </span>
        <span aria-hidden="true" className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${member.is_active ? "bg-brand-600" : "bg-slate-300"}`}>
          <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${member.is_active ? "translate-x-5.5" : "translate-x-0.5"}`} />
        </span>
      </button>
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

