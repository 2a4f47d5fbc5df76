import type { PaperKind } from "@/lib/animal-paper-labels";
import { fullDateLabel } from "@/lib/calendar-labels";
import type { SqlTx } from "@/server/db";
import { notify, type Recipient } from "@/server/notices/notify";

/**
 * An animal's vaccination or insurance ends within 14 days (docs/rules.md, "Animals"): its owner
 * is told once per valid-until date. Called by src/server/jobs/animal-papers-notices.ts in the
 * transaction that claims the notice.
 */
export async function noticePaperEnding(tx: SqlTx, owner: Recipient, paper: { kind: PaperKind; animalName: string; validUntil: string }) {
  const { kind, animalName, validUntil } = paper;
  const until = fullDateLabel(validUntil);
  const vaccination = kind === "vaccination";
  const what = vaccination ? `A vacinação de ${animalName}` : `O seguro de ${animalName}`;
  await notify(tx, owner, {
    title: `${vaccination ? "Vacinação" : "Seguro"} de ${animalName} termina a ${until}`,
    body: `${what} é válid${vaccination ? "a" : "o"} até ${until}. Renove-${vaccination ? "a" : "o"} e atualize a data no ACE.`,
    url: "/animals",
    mail: [
      `${what} é válid${vaccination ? "a" : "o"} até ${until}.`,
      "",
      `Sem ${vaccination ? "a vacinação" : "o seguro"} em dia, ${animalName} não deve treinar. Depois de ${vaccination ? "a" : "o"} renovar, atualize a data em Os Meus Animais.`,
    ],
  });
}
