import { bookSlotBodySchema } from "@/lib/validations/bookings";
import { bookSlot } from "@/server/bookings/book-slot";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// Guests pass the role check so that they get the booking rules' own refusal ('Convidados não
// podem marcar aulas', docs/rules.md, "Booking").
export const POST = route("signed-in", async ({ request, user }) => {
  const body = await parseJsonBody(request, bookSlotBodySchema);
  return Response.json(await bookSlot(user, body), { status: 201 });
}, { idempotent: true });
