"use client";

import { useId, useRef } from "react";
import { CopyIcon } from "@/components/ui/icons/copy-icon";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/input-class";
import { useCopied } from "@/components/ui/use-copied";

const COPIED = "URL copiada para a área de transferência!";

/** The feed's address to copy, for a calendar that takes a URL by hand (Outlook, Thunderbird...). */
export function FeedUrlCopy({ feedUrl }: { feedUrl: string }) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const { copied, copy } = useCopied("Não foi possível copiar. Copie o URL manualmente.", () => field.current?.select());

  return (
    <div className="space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
        URL de subscrição
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={fieldId}
          type="text"
          readOnly
          value={feedUrl}
          onFocus={(event) => event.target.select()}
          className={`${INPUT_CLASS} font-mono text-xs sm:text-xs`}
        />
        <Button type="button" variant="secondary" onClick={() => void copy(feedUrl)} className="shrink-0">
          <CopyIcon className="h-4 w-4" />
          Copiar URL
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-green-700">
        {copied ? COPIED : ""}
      </p>
    </div>
  );
}
