import { GuestNote } from "@/components/ui/guest-note";

/** /animals for a guest: guests have no animals (the navbar does not link here for them). */
export function GuestAnimalsNote() {
  return <GuestNote title="Animais" lead="Os convidados não têm animais registados nem marcam aulas. Pode consultar o" />;
}
