import { Button } from "@/components/ui/button";
import { MemberCard, MemberList } from "./member-card";
import type { Member } from "./member-api";

type PendingSignUpsProps = {
  pending: readonly Member[];
  onApprove: (member: Member) => void;
  onReject: (member: Member) => void;
};

/** 'Pedidos Pendentes': sign-ups waiting for the trainer, each with Aprovar and Rejeitar. */
export function PendingSignUps({ pending, onApprove, onReject }: PendingSignUpsProps) {
  return (
    <>
      {/* Above the cards' h3 names (the approved tab has its groups' h2). */}
      <h2 className="sr-only">Pedidos Pendentes</h2>
      <MemberList members={pending} empty="Não há pedidos de registo pendentes.">
        {(member) => (
          <MemberCard
            key={member.id}
            member={member}
            actions={
              <>
                <Button type="button" onClick={() => onApprove(member)}>
                  Aprovar
                </Button>
                <Button type="button" variant="secondary" className="text-red-700" onClick={() => onReject(member)}>
                  Rejeitar
                </Button>
              </>
            }
          />
        )}
      </MemberList>
    </>
  );
}
