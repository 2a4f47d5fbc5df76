import { formatClub } from "@/lib/club-time";
import { countLabel, plural } from "@/lib/plural";
import type { FailedMailJson } from "@/server/mail/list-failed-mails";

/** How many failed mails home lists; the rest are counted ('e mais N'). */
export const FAILED_MAILS_SHOWN = 5;

/**
 * Home, trainer only: the mail the outbox gave up on after 3 days of retries (GET
 * /api/mail/failed), newest first, so that the member hears some other way. Nothing when there is
 * none. Rendered on the server only (page.tsx): it changes only as the outbox gives up on a mail.
 */
export function FailedMailsCard({ mails, total }: { mails: FailedMailJson[]; total: number }) {
  if (mails.length === 0) return null;
  const more = total - mails.length;
  return (
    <section aria-labelledby="failed-mails" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm">
      <h2 id="failed-mails" className="flex items-center gap-2 text-lg font-semibold text-amber-950">
        <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-amber-200 text-base font-bold text-amber-900">
          !
        </span>
        Emails por entregar
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        {plural(total, { one: "Um email não chegou ao destinatário", other: `${total} emails não chegaram aos destinatários` })}: o
        ACE tentou enviá-{plural(total, { one: "lo", other: "los" })} durante 3 dias. Verifique o endereço de email ou a configuração do servidor de
        email (SMTP) e contacte o membro por outra via.
      </p>
      <ul className="mt-4 divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white">
        {mails.map((mail) => (
          <li key={mail.id} className="px-3 py-2.5 text-sm">
            <p className="font-semibold break-words text-slate-900">{mail.subject}</p>
            <p className="mt-0.5 text-slate-700">
              Para <span className="break-all">{mail.to}</span>
              {" · escrito a "}
              <time dateTime={mail.created_at}>{formatClub(new Date(mail.created_at), "d 'de' MMMM 'de' yyyy 'às' HH:mm")}</time>
            </p>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-2 text-sm text-amber-900">
          E mais {countLabel(more, { one: "email", other: "emails" })} por entregar.
        </p>
      )}
    </section>
  );
}
