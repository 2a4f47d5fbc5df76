import { phoneForDisplay } from "@/lib/phone";

/** A member's phone as a link that calls it (a tap target of 44 px), or nothing when they gave none. */
export function MemberPhone({ phone, className = "" }: { phone: string | null; className?: string }) {
  if (!phone) return null;
  return (
    <a
      href={`tel:${phone}`}
      aria-label={`Telefonar para ${phoneForDisplay(phone)}`}
      className={`inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 ${className}`}
    >
      {phoneForDisplay(phone)}
    </a>
  );
}
