"use client";

import { useState, type ChangeEvent, type FormEvent } from "react";
import { amountFieldText } from "@/lib/money";
import { saveSettings, type Settings } from "@/lib/settings-api";
import { ibanForDisplay, mbwayForDisplay } from "@/lib/validations/payment-instructions-display";
import { AmountField } from "@/components/forms/amount-field";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { FieldHint, NumberSetting, SettingsGroup } from "./settings-group";

const KEYS = [
  "app_name",
  "email_signature",
  "contact_email",
  "club_reply_to",
  "contact_phone",
  "booking_duration_minutes",
  "min_booking_hours_ahead",
  "bookings_blocked",
  "weather_location",
  "weather_api_key",
  "payment_iban",
  "payment_mbway",
  "waitlist_hold_hours",
  "reminder_hours_before",
  "cancel_min_hours_before",
  "lesson_price_student",
  "lesson_price_external",
  "eupago_api_key",
] as const;
type Key = (typeof KEYS)[number];
type Values = Record<Key, string>;

/** The stored values as the fields show them: the IBAN in groups of four, MB WAY as '912 345 678', prices as '12,50'. */
function initialValues(settings: Settings): Values {
  const values = Object.fromEntries(KEYS.map((key) => [key, settings[key]?.value ?? ""])) as Values;
  return {
    ...values,
    payment_iban: ibanForDisplay(values.payment_iban),
    payment_mbway: mbwayForDisplay(values.payment_mbway),
    lesson_price_student: priceForDisplay(values.lesson_price_student),
    lesson_price_external: priceForDisplay(values.lesson_price_external),
  };
}

function priceForDisplay(stored: string): string {
  return stored === "" ? "" : amountFieldText(Number(stored));
}

/** Every setting in its group; one 'Guardar' sends them all (the API keys as shown, masked: kept). */
export function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  const [values, setValues] = useState(() => initialValues(settings));
  const { error, saving, fail, run } = useFormSubmission("Erro ao guardar configurações");

  const field = (key: Key) => ({
    name: key,
    value: values[key],
    disabled: saving,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  const priceField = (key: "lesson_price_student" | "lesson_price_external") => ({
    value: values[key],
    onChange: (typed: string) => setValues((current) => ({ ...current, [key]: typed })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { settingsBodySchema } = await import("@/lib/validations/settings");
    const parsed = settingsBodySchema.safeParse(values);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Erro ao guardar configurações");
    await run(async () => {
      const { message } = await saveSettings(parsed.data);
      toast.success(message || "Configurações guardadas com sucesso!");
      onSaved();
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      <FormAlert message={error} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <SettingsGroup title="Geral" description="O nome do clube e como os membros o contactam.">
          <TextField label="Nome da aplicação" required maxLength={2000} {...field("app_name")} />
          <TextareaField label="Assinatura de email" required rows={3} maxLength={2000} {...field("email_signature")} />
          <TextField label="Email de contacto" type="email" autoComplete="email" {...field("contact_email")} />
          <div>
            <TextField label="Email para respostas" type="email" autoComplete="off" aria-describedby="reply-to-hint" maxLength={254} {...field("club_reply_to")} />
            <FieldHint id="reply-to-hint">
              Quando um membro responde a um email do ACE, a resposta vai para este endereço. Vazio: vai para o email do treinador.
            </FieldHint>
          </div>
          <TextField label="Telefone de contacto" type="tel" autoComplete="tel" {...field("contact_phone")} />
        </SettingsGroup>

        <SettingsGroup title="Marcações" description="A duração das aulas e as regras de marcação dos alunos.">
          <NumberSetting
            label="Duração da aula (minutos)"
            required
            min={15}
            max={120}
            step={15}
            hintId="duration-hint"
            hint="De 15 a 120 minutos, em múltiplos de 15. Aplica-se às disponibilidades criadas a seguir."
            {...field("booking_duration_minutes")}
          />
          <NumberSetting
            label="Antecedência mínima para marcar (horas)"
            required
            min={1}
            max={168}
            step={1}
            hintId="lead-hint"
            hint="De 1 a 168 horas. Não se aplica às aulas de segunda-feira nem ao treinador."
            {...field("min_booking_hours_ahead")}
          />
          <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
            <input
              type="checkbox"
              name="bookings_blocked"
              checked={values.bookings_blocked === "1"}
              disabled={saving}
              onChange={(event) => setValues((current) => ({ ...current, bookings_blocked: event.target.checked ? "1" : "0" }))}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-medium text-slate-800">Bloquear marcações</span>
              <span className="block text-sm text-slate-600">Enquanto estiver ativo, os alunos não podem marcar aulas.</span>
            </span>
          </label>
          <NumberSetting
            label="Prazo para cancelar (horas antes da aula)"
            min={0}
            max={168}
            step={1}
            hintId="cancel-hint"
            hint="De 0 a 168 horas. Os alunos não podem cancelar mais tarde; o treinador pode sempre. 0: sem prazo."
            {...field("cancel_min_hours_before")}
          />
          <NumberSetting
            label="Lembrete por email (horas antes da aula)"
            min={0}
            max={168}
            step={1}
            hintId="reminder-hint"
            hint="De 0 a 168 horas. Cada aluno recebe um lembrete por aula. 0: sem lembretes."
            {...field("reminder_hours_before")}
          />
          <NumberSetting
            label="Reserva da lista de espera (horas)"
            min={0}
            max={72}
            step={1}
            hintId="waitlist-hint"
            hint="De 0 a 72 horas: o tempo que o primeiro da lista tem para confirmar uma aula libertada. 0: sem lista de espera."
            {...field("waitlist_hold_hours")}
          />
        </SettingsGroup>

        <SettingsGroup title="Meteorologia" description="A previsão do tempo vem do OpenWeather.">
          <div>
            <TextField
              label="Localização"
              required
              placeholder="Seixal, PT"
              aria-describedby="location-hint"
              maxLength={200}
              {...field("weather_location")}
            />
            <FieldHint id="location-hint">Cidade e país, separados por vírgula (ex.: Seixal, PT).</FieldHint>
          </div>
          <div>
            <TextField
              label="Chave da API OpenWeather"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="key-hint"
              maxLength={2000}
              {...field("weather_api_key")}
            />
            <FieldHint id="key-hint">
              Por segurança, só os últimos caracteres da chave guardada são mostrados. Para a trocar, apague-a e escreva a nova; vazia, usa
              a chave do servidor, se houver.
            </FieldHint>
          </div>
        </SettingsGroup>

        <SettingsGroup title="Pagamentos" description="Como os alunos pagam: aparece no cartão de pagamentos pendentes, na conta e nos emails.">
          <TextField
            label="IBAN"
            placeholder="PT50 0000 0000 0000 0000 0000 0"
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            {...field("payment_iban")}
          />
          <TextField label="Número MB WAY" type="tel" placeholder="912 345 678" maxLength={32} {...field("payment_mbway")} />
          <FieldHint>Deixe vazio o que o clube não usa.</FieldHint>
          <div>
            <div className="grid gap-4 sm:grid-cols-2">
              <AmountField label="Preço por aula, aluno (€)" disabled={saving} {...priceField("lesson_price_student")} />
              <AmountField label="Preço por aula, externo (€)" disabled={saving} {...priceField("lesson_price_external")} />
            </div>
            <FieldHint>
              Com um preço, o pagamento do mês de cada aluno sem mensalidade fixa já vem preenchido: as aulas marcadas no mês vezes o preço.
              Vazio: o valor é escrito à mão.
            </FieldHint>
          </div>
          <div>
            <TextField
              label="Chave da API Eupago"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="eupago-key-hint"
              maxLength={200}
              {...field("eupago_api_key")}
            />
            <FieldHint id="eupago-key-hint">
              Com a chave do canal Eupago, os alunos pagam na aplicação por MB WAY ou referência Multibanco, e o pagamento fica marcado
              como pago sozinho. Só os últimos caracteres são mostrados; vazia, usa a chave do servidor, se houver.
            </FieldHint>
          </div>
        </SettingsGroup>
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={saving} busyLabel="A guardar..." className="w-full sm:w-auto">
          Guardar configurações
        </Button>
      </div>
    </form>
  );
}
