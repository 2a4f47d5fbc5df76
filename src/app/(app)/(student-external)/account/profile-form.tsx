"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/api-client";
import { phoneForDisplay } from "@/lib/phone";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";

const PROFILE_FAILED = "Erro ao guardar o perfil";

/** 'Editar Perfil' on the account page: the member's own name and phone (PUT /api/auth/profile). */
export function ProfileForm({ name, phone }: { name: string; phone: string | null }) {
  const router = useRouter();
  const [form, setForm] = useState({ name, phone: phone ? phoneForDisplay(phone) : "" });
  const { error, saving, invalid, run } = useFormSubmission(PROFILE_FAILED);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { profileBodySchema } = await import("@/lib/validations/profile");
    const parsed = profileBodySchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? PROFILE_FAILED);
    await run(async () => {
      const result = await apiFetch<{ message: string }>("/auth/profile", { method: "PUT", body: form });
      toast.success(result.message);
      setForm({ name: parsed.data.name, phone: parsed.data.phone ? phoneForDisplay(parsed.data.phone) : "" });
      router.refresh(); // the personal information and the name in the menu
    });
  }

  return (
    <section aria-labelledby="profile-form" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="profile-form" className="text-lg font-semibold text-slate-900">
        Editar Perfil
      </h2>
      <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
        <FormAlert message={error} />
        <TextField
          label="Nome"
          name="name"
          autoComplete="name"
          required
          maxLength={120}
          value={form.name}
          disabled={saving}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
        />
        <div>
          <TextField
            label="Telefone (opcional)"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="912 345 678"
            aria-describedby="profile-phone-hint"
            value={form.phone}
            disabled={saving}
            onChange={(event) => setForm({ ...form, phone: event.target.value })}
          />
          <p id="profile-phone-hint" className="mt-1 text-xs text-slate-600">
            Um número português (9 dígitos) ou internacional, começado por + e o indicativo do país. O treinador vê-o.
          </p>
        </div>
        <Button type="submit" busy={saving} busyLabel="A guardar..." className="w-full sm:w-auto">
          Guardar perfil
        </Button>
      </form>
    </section>
  );
}
