import { AppLink } from "@/components/navigation/app-link";
import { Button, buttonClass } from "@/components/ui/button";
import type { Member } from "./member-api";

export type ApprovedMemberHandlers = {
  onToggleActive: (member: Member) => void;
  /** The member whose status is being changed (its button waits). */
  togglingId: number | null;
  /** The last failed status change, shown on that member's card. */
  statusError: { memberId: number; message: string } | null;
};

/** The failed status change's message, for the card of the member it was about. */
export function statusErrorOf(member: Member, { statusError }: ApprovedMemberHandlers): string | null {
  return statusError?.memberId === member.id ? statusError.message : null;
}

/** An approved member's card buttons: Ver (their page, /students/{id}) and Desativar / Ativar (not for an erased member). */
export function ApprovedMemberActions({ member, onToggleActive, togglingId }: ApprovedMemberHandlers & { member: Member }) {
  return (
    <>
      <AppLink
        href={`/students/${member.id}`}
        aria-label={`Ver página de ${member.name}`}
        className={buttonClass("secondary")}
      >
        Ver
      </AppLink>
      {!member.erased_at && (
        <Button
          type="button"
          variant={member.is_active ? "secondary" : "primary"}
          className={member.is_active ? "text-red-700" : ""}
          disabled={togglingId === member.id}
          onClick={() => onToggleActive(member)}
        >
          {member.is_active ? "Desativar" : "Ativar"}
        </Button>
      )}
    </>
  );
}
