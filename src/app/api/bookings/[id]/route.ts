import { bookingIdSchema } from "@/lib/validations/bookings";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const DELETE = route(["trainer", "student", "external"], async ({ user, params }) =>
  Response.json(await cancelBooking(user, parseWith(bookingIdSchema, params.id))),
);
