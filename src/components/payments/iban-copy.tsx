"use client";

import { useEffect, useRef, useState } from "react";
import { CopyIcon } from "@/components/ui/icons/copy-icon";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";

const COPIED = "IBAN copiado para a área de transferência!";
const COPIED_VISIBLE_MS = 3000;

/**
 * The club's IBAN as members read it (groups of four, as the server formats it) with a copy
 * button. The copy has no spaces: banking apps take it either way, and some limit the length.
 */
export function IbanCopy({ iban }: { iban: string }) {
  const [copied, setCopied] = useState(false);
  const hideCopied = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(hideCopied.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(iban.replace(/\s/g, ""));
      setCopied(true);
      clearTimeout(hideCopied.current);
      hideCopied.current = setTimeout(() => setCopied(false), COPIED_VISIBLE_MS);
    } catch {
      toast.error("Não foi possível copiar. Copie o IBAN manualmente.");
    }
  }

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold break-words text-slate-900 select-all" translate="no">
          {iban}
        </span>
        <Button type="button" variant="secondary" onClick={copy} className="min-h-8 px-2.5 py-1 text-xs" aria-label="Copiar IBAN">
          <CopyIcon className="h-4 w-4" />
          Copiar
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-xs font-medium text-green-700">
        {copied ? COPIED : ""}
      </p>
    </div>
  );
}
