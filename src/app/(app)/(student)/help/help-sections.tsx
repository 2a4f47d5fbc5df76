import type { ReactNode } from "react";
import { countLabel } from "@/lib/plural";
import type { HelpRules } from "@/server/help/read-help-rules";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down-icon";

type HelpSection = { id: string; title: string; items: ReactNode[] };

const hours = (count: number) => countLabel(count, { one: "hora", other: "horas" });

function sections(rules: HelpRules): HelpSection[] {
  return [
    {
      id: "animais",
      title: "Animais",
      items: [
        "Registe os seus animais na página Animais, com o nome, a data de nascimento e, se quiser, observações.",
        "Pode editar os dados de um animal sempre que precisar.",
        "Pode indicar também a raça, a categoria de tamanho (Pequeno, Médio, Intermédio ou Grande) e até quando são válidos a vacinação e o seguro. Recebe um email 14 dias antes de cada um terminar; o que já terminou aparece assinalado a vermelho.",
        "Depois de cada aula, o treinador regista a presença e pode deixar uma nota sobre o que trabalharam e o que praticar em casa. Leia-as em Animais, Ver registo de treino: só o próprio e o treinador as veem.",
        "Só pode eliminar um animal que não tenha aulas marcadas por realizar. O ACE pede confirmação antes de o eliminar.",
      ],
    },
    {
      id: "marcacoes",
      title: "Marcações",
      items: [
        "O calendário tem uma vista diária e uma vista semanal; a semana começa à segunda-feira.",
        `As marcações devem ser feitas com pelo menos ${hours(rules.minHoursAhead)} de antecedência, exceto à segunda-feira.`,
        "Só pode marcar aulas com os seus animais registados: escolha um horário disponível e o animal.",
        "Para cancelar uma aula, use o botão Cancelar aula no calendário e confirme. Uma aula que já começou não pode ser cancelada.",
        ...(rules.cancelMinHoursBefore
          ? [`Só pode cancelar uma aula até ${hours(rules.cancelMinHoursBefore)} antes do início.`]
          : []),
        "Quando marca uma aula, ou o treinador a marca para si, recebe um email de confirmação. Pode deixar de o receber na página Conta, em Avisos por Email.",
        "Se o treinador cancelar uma aula sua, recebe sempre um email, com o motivo quando o treinador o indicar.",
        "Se tiver uma aula fixa semanal, o treinador marca-a por si sempre que publica as aulas da semana, e recebe um único email com a lista de todas as aulas fixas marcadas. Para faltar a uma semana, cancele essa aula como qualquer outra: a aula fixa continua nas semanas seguintes.",
        "Quando o clube encerra (férias, campo fechado), o calendário mostra «Encerrado» e o motivo nesses dias, e não é possível marcar aulas neles. Se tinha aulas marcadas ou estava em lista de espera nesse período, recebe um único email com o motivo e a lista do que foi cancelado.",
        "As aulas marcadas aparecem a azul e os horários bloqueados pelo treinador a cinzento.",
        "Quando o treinador bloqueia as marcações, o calendário avisa e não é possível marcar.",
      ],
    },
    {
      id: "meteorologia",
      title: "Meteorologia",
      items: [
        "A página Meteorologia mostra o tempo atual e a previsão para os próximos 5 dias: temperatura média, mínima e máxima, humidade, vento e nuvens, e a previsão de 3 em 3 horas.",
        "O botão Atualizar Previsão traz os dados mais recentes; a previsão é renovada, no máximo, de 10 em 10 minutos.",
        "No calendário, cada horário mostra o ícone e a temperatura previstos para a hora mais próxima do início da aula.",
      ],
    },
    {
      id: "conta",
      title: "Conta e pagamentos",
      items: [
        "Os pagamentos são gerados pelo treinador. Quando tem um pagamento pendente, recebe um email e vê um aviso na página inicial.",
        "Processamento mensal: no dia 1 de cada mês, às 08:00, as mensalidades fixas são geradas automaticamente, só para quem já era aluno (aprovado pelo treinador) até ao fim do mês cobrado.",
        "O treinador pode escrever a todos os membros (um campo fechado pela chuva, um seminário, uma mudança nas mensalidades): a mensagem chega por email e, se ativou as notificações, também ao telemóvel.",
        "Na página Conta encontra o histórico de pagamentos, as aulas de cada mês e as instruções de pagamento do clube.",
        "Para alterar a password, abra o menu com o seu nome e escolha Alterar password.",
        "Se se esquecer da password, use Esqueceu-se da password? no ecrã de entrada: recebe por email uma nova password, válida durante 24 horas. A antiga continua a funcionar até usar a nova. A password que recebe por email, sua ou enviada pelo treinador, serve só para entrar: ao entrar com ela, o ACE pede-lhe logo que escolha uma sua.",
        "Para mudar o email da sua conta, use Alterar email na página Conta, com a sua password atual. Enviamos um link para o novo email: a conta só passa a usá-lo quando abrir esse link, nas 24 horas seguintes. Os dois endereços são avisados, e o mesmo acontece quando é o treinador a mudar o seu email.",
      ],
    },
    {
      id: "dicas",
      title: "Dicas",
      items: [
        "Junte as suas aulas ao calendário do telemóvel com um toque: na página Conta, em Calendário das Aulas, toque em Subscrever no calendário (iPhone, iPad, Mac) ou em Adicionar ao Google Calendar (Android). As novas marcações e os cancelamentos aparecem sozinhos.",
        "Sem rede no campo, o calendário continua a mostrar os dias que viu pela última vez, só para consulta: marcar e cancelar esperam pela ligação. Se um toque falhar por falta de rede, nada muda: toque de novo quando tiver rede, sem risco de marcar a mesma aula duas vezes.",
        "Veja a meteorologia antes da aula e, nos dias de calor, traga água para o seu animal.",
        "Chegue alguns minutos antes da hora para o aquecimento.",
        "Mantenha as observações dos seus animais atualizadas (saúde, comportamento), para o treinador as ter em conta.",
      ],
    },
  ];
}

/** The help's accordion: native <details>, so it opens with a keyboard and without JavaScript. */
export function HelpSections({ rules }: { rules: HelpRules }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {sections(rules).map((section) => (
        <details key={section.id} id={section.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            {section.title}
            <ChevronDownIcon className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <ul className="list-disc space-y-2 px-5 pb-5 pl-10 text-sm text-slate-700 marker:text-brand-600">
            {section.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
