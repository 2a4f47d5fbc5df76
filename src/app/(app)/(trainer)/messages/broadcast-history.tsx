"use client";

import { useState } from "react";
import { formatClub } from "@/lib/club-time";
import { BROADCAST_AUDIENCE_LABELS, BROADCAST_HISTORY_LIMIT, type BroadcastJson } from "@/lib/broadcast-json";
import { countLabel } from "@/lib/plural";
import { matchesSearch, SearchField } from "@/components/ui/search-field";

/** Past this many messages, the history gets its search box. */
const SEARCH_FROM = 6;

/** 'Mensagens enviadas': the newest first, each with when, to whom and how many; its text on demand. */
export function BroadcastHistory({ broadcasts }: { broadcasts: readonly BroadcastJson[] }) {
  const [search, setSearch] = useState("");
  const shown = broadcasts.filter((broadcast) => matchesSearch(search, broadcast.subject, broadcast.message));
  return (
    <section aria-labelledby="broadcast-history" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="broadcast-history" className="text-lg font-semibold text-slate-900">
        Mensagens enviadas
      </h2>
      {broadcasts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Ainda não enviou nenhuma mensagem.</p>
      ) : (
        <>
          {broadcasts.length >= BROADCAST_HISTORY_LIMIT && (
            <p className="mt-1 text-sm text-slate-600">As últimas {BROADCAST_HISTORY_LIMIT} mensagens.</p>
          )}
          {broadcasts.length >= SEARCH_FROM && (
            <SearchField label="Pesquisar mensagens" placeholder="Pesquisar por assunto ou texto..." value={search} onChange={setSearch} className="mt-3" />
          )}
          {shown.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">Nenhuma mensagem encontrada.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {shown.map((broadcast) => (
                <li key={broadcast.id} className="px-3 py-2.5 text-sm">
                  <p className="font-semibold break-words text-slate-900">{broadcast.subject}</p>
                  <p className="mt-0.5 text-slate-700">
                    <time dateTime={broadcast.created_at}>{formatClub(new Date(broadcast.created_at), "d 'de' MMMM 'de' yyyy 'às' HH:mm")}</time>
                    {" · "}
                    {BROADCAST_AUDIENCE_LABELS[broadcast.audience]}
                    {" · "}
                    {countLabel(broadcast.recipients, { one: "destinatário", other: "destinatários" })}
                  </p>
                  <details className="mt-1">
                    <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700 sm:min-h-0 sm:py-1">Ver mensagem</summary>
                    <p className="mt-1 break-words whitespace-pre-wrap text-slate-700">{broadcast.message}</p>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
