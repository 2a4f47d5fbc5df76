"use client";

import { useEffect, useState } from "react";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { loadSettings, type Settings } from "@/lib/settings-api";
import { Button } from "@/components/ui/button";
import { SettingsForm } from "./settings-form";

/** /settings (trainer): the club's settings in four groups, loaded again after each save. */
export function SettingsScreen() {
  const [loaded, setLoaded] = useState<{ version: number; settings: Settings } | null>(null);
  const [failed, setFailed] = useState(false);
  // Bumped to load again: after 'Tentar novamente' and after each save (the form starts afresh).
  const [version, setVersion] = useState(0);

  useEffect(
    () =>
      loadWhileCurrent(
        loadSettings(),
        (settings) => {
          setLoaded({ version, settings });
          setFailed(false);
        },
        (error) => {
          console.error("Erro ao carregar configurações", error);
          setFailed(true);
        },
      ),
    [version],
  );

  function reload() {
    setFailed(false);
    setVersion((count) => count + 1);
  }

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Configurações</h1>
        <p className="mt-2 text-slate-600">As regras do clube, a meteorologia e as instruções de pagamento.</p>
      </header>
      {failed ? (
        <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>Erro ao carregar configurações. Verifique a ligação e tente novamente.</p>
          <Button type="button" variant="secondary" onClick={reload}>
            Tentar novamente
          </Button>
        </div>
      ) : loaded === null ? (
        <p role="status" className="py-10 text-center text-sm text-slate-600">
          A carregar configurações...
        </p>
      ) : (
        <SettingsForm key={loaded.version} settings={loaded.settings} onSaved={reload} />
      )}
    </section>
  );
}
