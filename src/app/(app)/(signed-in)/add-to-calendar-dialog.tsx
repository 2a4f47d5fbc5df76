"use client";

import { useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadCalendarFeedUrl, resetCalendarFeedUrl } from "@/lib/booking-api";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { CopyIcon, DownloadIcon } from "@/components/scheduling/scheduling-icons";
import { toast } from "@/components/toast";
import { Button, buttonClass } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { INPUT_CLASS } from "@/components/ui/text-field";

const COPIED = "URL copiada para a área de transferência!";
const COPIED_VISIBLE_MS = 3000;

/** A member's lessons (students and externals) in their own calendar app: download the .ics file, or subscribe to the feed. */
export function AddToCalendarDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Adicionar ao Calendário"
      description="Veja as suas aulas no calendário do telemóvel ou do computador."
      showDescription
    >
      {open && <CalendarExportOptions />}
    </Modal>
  );
}

function CalendarExportOptions() {
  const urlFieldId = useId();
  const urlField = useRef<HTMLInputElement>(null);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const hideCopied = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () =>
      loadWhileCurrent(
        loadCalendarFeedUrl(),
        (url) => {
          if (url) setFeedUrl(url);
          else setError("O calendário não está disponível para esta conta.");
        },
        (failure) => setError(errorMessage(failure, "Erro ao carregar o link do calendário")),
      ),
    [],
  );

  useEffect(() => () => clearTimeout(hideCopied.current), []);

  const [resetting, setResetting] = useState(false);
  async function replaceUrl() {
    setResetting(true);
    try {
      const result = await resetCalendarFeedUrl();
      setFeedUrl(result.calendar_feed_url);
      setCopied(false);
      toast.success(result.message);
    } catch (failure) {
      toast.error(errorMessage(failure, "Erro ao criar um novo link de calendário"));
    } finally {
      setResetting(false);
    }
  }

  async function copyUrl() {
    if (!feedUrl) return;
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopied(true);
      // Each copy shows the confirmation for the full 3 s, counted from this click.
      clearTimeout(hideCopied.current);
      hideCopied.current = setTimeout(() => setCopied(false), COPIED_VISIBLE_MS);
    } catch {
      urlField.current?.select();
      toast.error("Não foi possível copiar. Copie o URL manualmente.");
    }
  }

  return (
    <div className="space-y-5">
      <FormAlert message={error} />
      <section aria-labelledby="calendar-download" className="space-y-2">
        <h3 id="calendar-download" className="font-semibold text-slate-900">
          Descarregar ficheiro
        </h3>
        <p className="text-sm text-slate-600">Um ficheiro .ics com as suas aulas marcadas, para importar no calendário.</p>
        {feedUrl ? (
          <a
            href={`${feedUrl}&download=1`}
            download="aulas-ace.ics"
            className={buttonClass("primary")}
          >
            <DownloadIcon className="h-4 w-4" />
            Descarregar ficheiro .ics
          </a>
        ) : (
          !error && <p className="text-sm text-slate-500">A carregar...</p>
        )}
      </section>

      <section aria-labelledby="calendar-subscribe" className="space-y-2 border-t border-slate-200 pt-5">
        <h3 id="calendar-subscribe" className="font-semibold text-slate-900">
          Subscrever o calendário
        </h3>
        <p className="text-sm text-slate-600">
          Adicione este URL ao seu calendário (Google, Apple, Outlook) para ver as novas marcações e os cancelamentos automaticamente.
        </p>
        <label htmlFor={urlFieldId} className="block text-sm font-medium text-slate-700">
          URL de subscrição
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={urlField}
            id={urlFieldId}
            type="text"
            readOnly
            value={feedUrl ?? ""}
            onFocus={(event) => event.target.select()}
            className={`${INPUT_CLASS} font-mono text-xs sm:text-xs`}
          />
          <Button type="button" variant="secondary" disabled={!feedUrl} onClick={copyUrl} className="shrink-0">
            <CopyIcon className="h-4 w-4" />
            Copiar URL
          </Button>
        </div>
        <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-green-700">
          {copied ? COPIED : ""}
        </p>
        <p className="text-sm text-slate-600">
          Partilhou este URL por engano? Crie um novo: o anterior deixa de funcionar e terá de subscrever o novo.
        </p>
        <Button type="button" variant="secondary" disabled={!feedUrl || resetting} onClick={replaceUrl}>
          {resetting ? "A criar..." : "Criar novo URL"}
        </Button>
      </section>
    </div>
  );
}
