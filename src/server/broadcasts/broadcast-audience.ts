import type { Prisma } from "@/generated/prisma/client";
import type { BroadcastAudience } from "@/lib/broadcast-json";

// Who a message to members reaches (docs/rules.md, "Messages to members"): members the trainer
// approved and who are active now. Guests are not members; a pending sign-up is not approved; a
// deactivated or erased account is inactive (erased accounts are held inactive by a CHECK).

const ROLES: Record<BroadcastAudience, ("student" | "external")[]> = {
  all: ["student", "external"],
  student: ["student"],
  external: ["external"],
};

/** The accounts a message to `audience` goes to. */
export const broadcastAudience = (audience: BroadcastAudience): Prisma.UserWhereInput => ({
  role: { in: ROLES[audience] },
  isActive: true,
  approvedAt: { not: null },
  erasedAt: null,
});

export const NOBODY_TO_TELL = "Não há membros ativos entre os destinatários escolhidos: a mensagem não foi enviada.";
