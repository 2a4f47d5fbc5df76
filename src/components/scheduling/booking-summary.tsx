import { handlerName } from "@/lib/household-json";
import { isNamedBooking, type Slot } from "@/lib/availability-api";
import { PAPERS_ENDED_LABEL } from "@/lib/slot-json";
import { MemberPhone } from "@/components/ui/member-phone";

/**
 * Who booked a slot, as far as the viewer may know (the API already leaves out what they may
 * not see): '{member} com {animal}' (a dependant: 'Rita (resp. Ana Silva) com Bolt', to the guardian 'Rita com Bolt'), 'Aula Privada' for an external, nothing for a guest.
 * `showPhone`: the member's phone as a link that calls it, when the API gave it (to whoever runs the lesson).
 */
export function BookingSummary({ booking, markOwn = false, showPhone = false }: { booking: Slot["booking"]; markOwn?: boolean; showPhone?: boolean }) {
  if (!booking) return null;
  if (!isNamedBooking(booking)) return <p className="text-sm font-medium text-slate-700">{booking.label}</p>;
  return (
    <div className="min-w-0 text-sm">
      <p className="font-medium break-words text-slate-900">
        {handlerName(booking.user_name, booking.dependant, { own: booking.is_own })} com {booking.animal_name}
        {markOwn && booking.is_own && (
          <span className="ml-2 inline-flex rounded-full bg-white px-2 py-0.5 align-middle text-xs font-semibold text-blue-800 ring-1 ring-blue-200 ring-inset">
            A sua aula
          </span>
        )}
      </p>
      {booking.papers_ended && (
        <p className="mt-1">
          <span className="inline-flex rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
            {PAPERS_ENDED_LABEL}
          </span>
        </p>
      )}
      {booking.observations && <p className="mt-0.5 break-words text-slate-600">{booking.observations}</p>}
      {showPhone && booking.phone && (
        <p className="text-slate-700">
          Telefone: <MemberPhone phone={booking.phone} />
        </p>
      )}
    </div>
  );
}
