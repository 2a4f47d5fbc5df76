"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { readDeviceState, type DeviceState } from "@/lib/push-device-state";

// Turning on and off loads on the tap (docs/performance.md, "JavaScript per screen"):
// a load that fails (no network) says it could not, as a failed request does.
const loadDeviceSwitch = () => import("@/lib/push-device");

// 'Notificações neste dispositivo' on the account page (docs/rules.md, "Notices"): the same
// notices as the mails, on this phone or computer, turned on and off per device.

const EXPLANATION =
  "Receba neste telemóvel ou computador os mesmos avisos que lhe enviamos por email: aulas marcadas ou canceladas, vagas da lista de espera e pagamentos. Ligue-as em cada dispositivo que quiser e desligue-as quando quiser; ao terminar sessão, este dispositivo deixa de as receber. Os emails continuam a chegar na mesma.";

const STATUS: Record<DeviceState, string> = {
  on: "Ligadas: este dispositivo mostra os avisos do clube.",
  off: "Desligadas neste dispositivo.",
  denied:
    "As notificações estão bloqueadas para o ACE neste navegador. Para as ligar, permita as notificações deste site nas definições do navegador e volte a esta página.",
  unsupported:
    "Este navegador não permite notificações. Num iPhone ou iPad, adicione primeiro o ACE ao ecrã principal (Partilhar › Adicionar ao ecrã principal) e abra-o a partir daí.",
  insecure: "As notificações só funcionam numa ligação segura: abra o ACE pelo endereço https do clube.",
};

const DISMISSED = "Não autorizou as notificações. Para as ligar, tente de novo e escolha «Permitir».";
const TURN_ON_FAILED =
  "Não foi possível ligar as notificações neste dispositivo: o serviço de notificações do navegador não respondeu. Verifique a ligação à internet e tente novamente.";
const TURN_OFF_FAILED = "Não foi possível desligar as notificações neste dispositivo. Tente novamente.";
const READ_FAILED = "Não foi possível saber se as notificações estão ligadas neste dispositivo.";

export function PushDeviceToggle() {
  const [state, setState] = useState<DeviceState | "loading">("loading");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    readDeviceState()
      .then((read) => current && setState(read))
      .catch((failure: unknown) => {
        if (!current) return;
        setState("off");
        setProblem(errorMessage(failure, READ_FAILED));
      });
    return () => {
      current = false;
    };
  }, []);

  const available = state === "on" || state === "off";
  const on = state === "on";

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      const { turnOffThisDevice, turnOnThisDevice } = await loadDeviceSwitch().catch(() =>
        Promise.reject(new Error(on ? TURN_OFF_FAILED : TURN_ON_FAILED)),
      );
      if (on) {
        await turnOffThisDevice().catch((failure: unknown) => Promise.reject(new Error(errorMessage(failure, TURN_OFF_FAILED))));
        setState("off");
      } else {
        const outcome = await turnOnThisDevice().catch((failure: unknown) => Promise.reject(new Error(errorMessage(failure, TURN_ON_FAILED))));
        if (outcome === "on") setState("on");
        else if (outcome === "denied") setState("denied");
        else setProblem(DISMISSED);
      }
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : TURN_ON_FAILED);
      // Half done (the browser's side changed, ACE's did not, or the other way): show what is.
      await readDeviceState().then(setState, () => {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="push-device" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <h2 id="push-device" className="text-lg font-semibold text-slate-900">
          Notificações neste dispositivo
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="push-device"
          aria-describedby="push-device-status"
          disabled={!available || busy}
          onClick={toggle}
          className="group -m-1.5 inline-flex min-h-11 min-w-14 shrink-0 items-center justify-center rounded-full disabled:cursor-not-allowed"
        >
          <span className="relative inline-flex h-7 w-12 items-center rounded-full bg-slate-300 transition-colors group-aria-checked:bg-brand-600 group-disabled:opacity-50">
            <span
              aria-hidden="true"
              className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5.5" : "translate-x-0.5"}`}
            />
          </span>
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{EXPLANATION}</p>
      <p id="push-device-status" aria-live="polite" className="mt-3 text-sm font-medium text-slate-800">
        {state === "loading" ? "A verificar este dispositivo..." : busy ? (on ? "A desligar..." : "A ligar...") : STATUS[state]}
      </p>
      {problem && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}
