import { slotBlockedBodySchema, slotIdSchema } from "@/lib/validations/availability";
import { deleteSlot } from "@/server/availability/delete-slots";
import { setSlotBlocked } from "@/server/availability/set-slot-blocked";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const DELETE = route(["trainer"], async ({ params }) =>
  Response.json(await deleteSlot(parseWith(slotIdSchema, params.id))),
);

// A call of ACE's own (docs/rules.md, "Slots"): block or unblock a slot.
export const PUT = route(["trainer"], async ({ request, params }) => {
  const id = parseWith(slotIdSchema, params.id);
  const { is_blocked } = await parseJsonBody(request, slotBlockedBodySchema);
  return Response.json(await setSlotBlocked(id, is_blocked));
});
