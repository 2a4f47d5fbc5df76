"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadCalendarFeedUrl, resetCalendarFeedUrl } from "@/lib/booking-api";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { FeedUrlCopy } from "@/components/calendar-feed/feed-url-copy";
import { CalendarSubscribeLinks } from "@/components/calendar-feed/subscribe-links";
import { DownloadIcon } from "@/components/ui/icons/download-icon";
import { toast } from "@/components/toast";
import { Button, buttonClass } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";

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
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

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

  const [resetting, setResetting] = useState(false);
  async function replaceUrl() {
    setResetting(true);
    try {
      const result = await resetCalendarFeedUrl();
      setFeedUrl(result.calendar_feed_url);
      toast.success(result.message);
    } catch (failure) {
      toast.error(errorMessage(failure, "Erro ao criar um novo link de calendário"));
    } finally {
      setResetting(false);
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
          Subscreva com um toque, ou copie o URL para outro calendário (Outlook, por exemplo): as novas marcações e os cancelamentos aparecem sozinhos.
        </p>
        {feedUrl && (
          <>
            <CalendarSubscribeLinks feedUrl={feedUrl} />
            {/* A new URL is a new field: the last copy's confirmation goes with the old one. */}
            <FeedUrlCopy key={feedUrl} feedUrl={feedUrl} />
          </>
        )}
        <p className="text-sm text-slate-600">
          Partilhou este URL por engano? Crie um novo: o anterior deixa de funcionar e terá de subscrever o novo.
        </p>
        <Button type="button" variant="secondary" busy={resetting} busyLabel="A criar..." disabled={!feedUrl} onClick={replaceUrl}>
          Criar novo URL
        </Button>
      </section>
    </div>
  );
}
