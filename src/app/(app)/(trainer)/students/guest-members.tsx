"use client";

import { useState } from "react";
import { matchesSearch, SearchField } from "@/components/ui/search-field";
import { ApprovedMemberActions, statusErrorOf, type ApprovedMemberHandlers } from "./approved-member-actions";
import { MemberCard, MemberList, NoMemberFound } from "./member-card";
import type { Member } from "./member-api";

/** 'Convidados': the approved guests, with a search box. */
export function GuestMembers({ guests, ...handlers }: ApprovedMemberHandlers & { guests: readonly Member[] }) {
  const [search, setSearch] = useState("");
  const shown = guests.filter((guest) => matchesSearch(search, guest.name, guest.email));
  return (
    <div className="space-y-6">
      {/* Above the cards' h3 names (the approved tab has its groups' h2). */}
      <h2 className="sr-only">Convidados</h2>
      <SearchField
        label="Pesquisar convidado"
        placeholder="Pesquisar convidado..."
        value={search}
        onChange={setSearch}
        className="sm:ml-auto sm:w-80"
      />
      <MemberList members={shown} empty={guests.length === 0 ? "Não há convidados." : <NoMemberFound />}>
        {(guest) => (
          <MemberCard
            key={guest.id}
            member={guest}
            actions={<ApprovedMemberActions member={guest} {...handlers} />}
            alert={statusErrorOf(guest, handlers)}
          />
        )}
      </MemberList>
    </div>
  );
}
