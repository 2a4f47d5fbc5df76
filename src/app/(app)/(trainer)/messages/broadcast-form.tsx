"use client";

import { useState, type FormEvent } from "react";
import { countBroadcastRecipients, sendBroadcast } from "@/lib/broadcast-api";
import {
  BROADCAST_AUDIENCE_COUNTED,
  BROADCAST_AUDIENCE_LABELS,
  BROADCAST_AUDIENCES,
  BROADCAST_MESSAGE_MAX,
  BROADCAST_SUBJECT_MAX,
  type BroadcastAudience,
  type BroadcastJson,
} from "@/lib/broadcast-json";
import { countLabel } from "@/lib/plural";
import type { BroadcastBody } from "@/lib/validations/broadcasts";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";

const SEND_FAILED = "Erro ao enviar a mensagem";
const EMPTY = { subject: "", message: "", audience: "all" as BroadcastAudience };

/** Who each choice reaches, said under it. */
const AUDIENCE_HINTS: Record<BroadcastAudience, string> = {
  all: "Alunos e alunos externos ativos.",
  student: "Só os alunos regulares ativos.",
  external: "Só os alunos externos ativos.",
};

/**
 * 'Nova mensagem': subject, text (with its character count) and who receives it; before it goes,
 * the trainer confirms how many members that is now (docs/rules.md, "Messages to members").
 */
export function BroadcastForm({ onSent }: { onSent: (broadcast: BroadcastJson) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [confirming, setConfirming] = useState<{ body: BroadcastBody; recipients: number } | null>(null);
  const { error, saving, fail, invalid, run, clearError } = useFormSubmission(SEND_FAILED);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { broadcastBodySchema } = await import("@/lib/validations/broadcasts");
    const parsed = broadcastBodySchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? SEND_FAILED);
    await run(async () => {
      const { recipients } = await countBroadcastRecipients(parsed.data.audience);
      if (recipients === 0) {
        fail(`Não há membros ativos em «${BROADCAST_AUDIENCE_LABELS[parsed.data.audience]}»: ninguém receberia a mensagem.`);
        return;
      }
      setConfirming({ body: parsed.data, recipients });
    });
  }

  async function confirmSend() {
    if (!confirming) return;
    await run(async () => {
      const { recipients, broadcast } = await sendBroadcast(confirming.body);
      toast.success(`Mensagem enviada a ${countLabel(recipients, BROADCAST_AUDIENCE_COUNTED[broadcast.audience])}.`);
      setConfirming(null);
      setForm(EMPTY);
      onSent(broadcast);
    });
  }

  /** A change to the form: the alert about the last attempt no longer speaks about what is shown. */
  function edit(change: Partial<typeof EMPTY>) {
    setForm({ ...form, ...change });
    clearError();
  }

  const who = confirming && countLabel(confirming.recipients, BROADCAST_AUDIENCE_COUNTED[confirming.body.audience]);

  return (
    <section aria-labelledby="broadcast-form" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="broadcast-form" className="text-lg font-semibold text-slate-900">
        Nova mensagem
      </h2>
      <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
        {/* While the confirmation is open, its own alert says what went wrong. */}
        <FormAlert message={confirming ? null : error} />
        <TextField
          label="Assunto"
          name="subject"
          required
          maxLength={BROADCAST_SUBJECT_MAX}
          placeholder="Ex.: Campo fechado no sábado"
          value={form.subject}
          disabled={saving}
          onChange={(event) => edit({ subject: event.target.value })}
        />
        <div>
          <TextareaField
            label="Mensagem"
            name="message"
            required
            rows={8}
            maxLength={BROADCAST_MESSAGE_MAX}
            aria-describedby="broadcast-message-count"
            value={form.message}
            disabled={saving}
            onChange={(event) => edit({ message: event.target.value })}
          />
          <p id="broadcast-message-count" className="mt-1 text-right text-xs text-slate-600">
            {form.message.length} / {BROADCAST_MESSAGE_MAX} caracteres
          </p>
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">Destinatários</legend>
          {BROADCAST_AUDIENCES.map((audience) => (
            <label
              key={audience}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 hover:border-brand-200 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="audience"
                value={audience}
                checked={form.audience === audience}
                disabled={saving}
                onChange={() => edit({ audience })}
                aria-label={BROADCAST_AUDIENCE_LABELS[audience]}
                aria-describedby={`broadcast-audience-${audience}`}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{BROADCAST_AUDIENCE_LABELS[audience]}</span>
                <span id={`broadcast-audience-${audience}`} className="block text-sm text-slate-600">
                  {AUDIENCE_HINTS[audience]}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {/* Busy while it counts the recipients; behind the confirmation, only waiting. */}
        <Button type="submit" busy={saving && !confirming} busyLabel="A contar destinatários..." disabled={saving} className="w-full sm:w-auto">
          Enviar mensagem
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (open) return;
          setConfirming(null);
          clearError();
        }}
        title="Enviar mensagem?"
        message={
          confirming
            ? `«${confirming.body.subject}» vai ser enviada a ${who}, por email e no telemóvel de quem ativou as notificações. Depois de enviada, não pode ser anulada.`
            : ""
        }
        confirmLabel={`Enviar a ${who}`}
        busyLabel="A enviar..."
        busy={saving}
        error={error}
        onConfirm={confirmSend}
      />
    </section>
  );
}
