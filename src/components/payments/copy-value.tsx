"use client";

import { CopyIcon } from "@/components/ui/icons/copy-icon";
import { Button } from "@/components/ui/button";
import { useCopied } from "@/components/ui/use-copied";

/** What can be copied from 'Como pagar' and the Multibanco reference, and what the member is told. */
const COPYABLE = {
  iban: {
    button: "Copiar IBAN",
    copied: "IBAN copiado para a área de transferência!",
    failed: "Não foi possível copiar. Copie o IBAN manualmente.",
  },
  mbway: {
    button: "Copiar número MB WAY",
    copied: "Número MB WAY copiado para a área de transferência!",
    failed: "Não foi possível copiar. Copie o número manualmente.",
  },
  entity: {
    button: "Copiar entidade",
    copied: "Entidade copiada para a área de transferência!",
    failed: "Não foi possível copiar. Copie a entidade manualmente.",
  },
  reference: {
    button: "Copiar referência",
    copied: "Referência copiada para a área de transferência!",
    failed: "Não foi possível copiar. Copie a referência manualmente.",
  },
  amount: {
    button: "Copiar valor",
    copied: "Valor copiado para a área de transferência!",
    failed: "Não foi possível copiar. Copie o valor manualmente.",
  },
} as const;

type CopyValueProps = {
  value: string;
  kind: keyof typeof COPYABLE;
  /** What goes to the clipboard when it is not the value shown ('40,00' for '40,00 €'). */
  copyText?: string;
};

/**
 * A value as members read it (the IBAN in groups of four, as the server formats it; the MB WAY
 * number; a Multibanco reference in groups of three) with a copy button. The copy has no spaces:
 * banking apps take it either way, and some limit the length.
 */
export function CopyValue({ value, kind, copyText = value }: CopyValueProps) {
  const texts = COPYABLE[kind];
  const { copied, copy } = useCopied(texts.failed);

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold break-words text-slate-900 select-all" translate="no">
          {value}
        </span>
        <Button type="button" variant="secondary" onClick={() => void copy(copyText.replace(/\s/g, ""))} className="px-3 py-1 text-xs" aria-label={texts.button}>
          <CopyIcon className="h-4 w-4" />
          Copiar
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-xs font-medium text-green-700">
        {copied ? texts.copied : ""}
      </p>
    </div>
  );
}
