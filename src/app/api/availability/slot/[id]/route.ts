import { slotIdSchema, slotUpdateBodySchema } from "@/lib/validations/availability";
import { deleteSlot } from "@/server/availability/delete-slots";
import { setSlotBlocked } from "@/server/availability/set-slot-blocked";
import { setSlotCapacity } from "@/server/bookings/set-slot-capacity";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const DELETE = route(["trainer"], async ({ params }) =>
  Response.json(await deleteSlot(parseWith(slotIdSchema, params.id))),
);

// A call of ACE's own (docs/rules.md, "Slots"): block or unblock a slot; change its places
// (docs/rules.md, "Group lessons").
export const PUT = route(["trainer"], async ({ request, params }) => {
  const id = parseWith(slotIdSchema, params.id);
  const { is_blocked, capacity } = await parseJsonBody(request, slotUpdateBodySchema);
  const placed = capacity === undefined ? null : await setSlotCapacity(id, capacity);
  return Response.json(is_blocked === undefined ? placed : await setSlotBlocked(id, is_blocked));
});
