"use client";

import { useEffect, useState } from "react";
import { loadBroadcasts } from "@/lib/broadcast-api";
import type { BroadcastJson } from "@/lib/broadcast-json";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { Button } from "@/components/ui/button";
import { BroadcastForm } from "./broadcast-form";
import { BroadcastHistory } from "./broadcast-history";

/** /messages: the form that writes to the members and, beside or below it, what was sent (`first`: read with the page, or null when that failed). */
export function MessagesScreen({ first }: { first: BroadcastJson[] | null }) {
  const [broadcasts, setBroadcasts] = useState<BroadcastJson[] | null>(first);
  const [failed, setFailed] = useState(false);
  // Bumped by 'Tentar novamente': the history is loaded here only when the page could not read it.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (broadcasts !== null) return;
    return loadWhileCurrent(
      loadBroadcasts(),
      (loaded) => {
        setBroadcasts(loaded.broadcasts);
        setFailed(false);
      },
      (error) => {
        console.error("Erro ao carregar mensagens enviadas", error);
        setFailed(true);
      },
    );
  }, [broadcasts, attempt]);

  function sent(broadcast: BroadcastJson) {
    // Without the history (its read failed), the whole list is read again, the new one in it.
    if (broadcasts === null) {
      setFailed(false);
      setAttempt((count) => count + 1);
      return;
    }
    setBroadcasts([broadcast, ...broadcasts.filter((other) => other.id !== broadcast.id)]);
  }

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Mensagens</h1>
        <p className="mt-2 text-slate-600">
          Escreva aos membros do clube: recebem-na por email e, quem ativou as notificações, também no telemóvel.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <BroadcastForm onSent={sent} />
        {failed ? (
          <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p>Erro ao carregar as mensagens enviadas. Verifique a ligação e tente novamente.</p>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setFailed(false);
                setAttempt((count) => count + 1);
              }}
            >
              Tentar novamente
            </Button>
          </div>
        ) : broadcasts === null ? (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            A carregar mensagens enviadas...
          </p>
        ) : (
          <BroadcastHistory broadcasts={broadcasts} />
        )}
      </div>
    </section>
  );
}
