// The demo club: members of every kind, their animals, a few weeks of lessons and two months of
// payments, placed around today (club time) so the screens always have something to show.
import { format, parseISO, subMonths } from "date-fns";
import type { Role } from "@/generated/prisma/enums";
import { clubInstant, clubToday, now } from "@/lib/club-time";
import type { Tx } from "@/server/db";
import { hashPassword } from "@/server/auth/passwords";
import { SETTING_DEFAULTS } from "@/server/settings/setting-defaults";
import { addDaysTo, seedDemoCalendar } from "./demo-calendar";

/** Every demo member signs in with this password. */
export const DEMO_PASSWORD = "demo123";

type DemoMember = {
  label: string;
  name: string;
  email: string;
  role: Exclude<Role, "trainer">;
  status: "approved" | "pending" | "inactive";
  monthlyFee?: string;
  animals: { name: string; birthDate: string; observations?: string }[];
};

const MEMBERS: DemoMember[] = [
  {
    label: "aluno", name: "Ana Silva", email: "aluno@ace.pt", role: "student", status: "approved", monthlyFee: "35.00",
    animals: [
      { name: "Bolt", birthDate: "2019-04-12", observations: "Border Collie. Muito rápido nos túneis." },
      { name: "Luna", birthDate: "2022-09-03" },
    ],
  },
  {
    label: "aluno", name: "Bruno Costa", email: "aluno2@ace.pt", role: "student", status: "approved",
    animals: [{ name: "Max", birthDate: "2018-02-20", observations: "Pastor Australiano. Receoso da gangorra." }],
  },
  {
    label: "externo", name: "Carla Mendes", email: "externo@ace.pt", role: "external", status: "approved",
    animals: [{ name: "Kira", birthDate: "2020-07-15" }],
  },
  { label: "convidado", name: "Diogo Santos", email: "convidado@ace.pt", role: "guest", status: "approved", animals: [] },
  { label: "pendente", name: "Eva Rocha", email: "pendente@ace.pt", role: "student", status: "pending", animals: [] },
  { label: "pendente", name: "Filipe Nunes", email: "pendente2@ace.pt", role: "student", status: "pending", animals: [] },
  // An assistant trainer (docs/rules.md, "Roles"): staff, not a member; gives the Saturday morning lessons.
  { label: "assistente", name: "Marta Assistente", email: "assistente@ace.pt", role: "assistant", status: "approved", animals: [] },
  {
    label: "inativo", name: "Gonçalo Pires", email: "inativo@ace.pt", role: "student", status: "inactive",
    animals: [{ name: "Nina", birthDate: "2017-11-30" }],
  },
];

/** The demo accounts, for the launcher's welcome text and the README. */
export const DEMO_LOGINS = MEMBERS.map(({ label, email, status }) => ({ label, email, status }));

/** Adds the demo club unless members (anyone but trainers) exist already. */
export async function seedDemoData(tx: Tx): Promise<boolean> {
  if ((await tx.user.count({ where: { role: { not: "trainer" } } })) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash serves every demo account
  const users = new Map<string, number>();
  const activeAnimals: { id: number; userId: number }[] = [];
  for (const member of MEMBERS) {
    const approved = member.status !== "pending";
    const user = await tx.user.create({
      data: {
        name: member.name,
        email: member.email,
        passwordHash,
        // A pending sign-up gets its role and category at approval, together.
        role: member.role,
        studentCategory: approved && member.role !== "assistant" ? member.role : null,
        approvedAt: approved ? clubInstant(addDaysTo(clubToday(), -60), "10:00") : null,
        isActive: member.status !== "inactive",
        hasFixedMonthlyFee: Boolean(member.monthlyFee),
        monthlyFeeAmount: member.monthlyFee ?? "0",
      },
    });
    users.set(member.email, user.id);
    for (const animal of member.animals) {
      const created = await tx.animal.create({
        data: {
          userId: user.id,
          name: animal.name,
          birthDate: new Date(`${animal.birthDate}T00:00:00Z`),
          observations: animal.observations,
        },
      });
      if (member.status === "approved") activeAnimals.push({ id: created.id, userId: user.id });
    }
  }

  // A couple who train the same dog (docs/rules.md, "Households"): Bruno also handles Ana's Bolt.
  const bolt = await tx.animal.findFirstOrThrow({ where: { name: "Bolt", userId: users.get("aluno@ace.pt") }, select: { id: true } });
  await tx.animalHandler.create({ data: { animalId: bolt.id, userId: users.get("aluno2@ace.pt")! } });

  const lessonMinutes = Number(
    (await tx.setting.findUnique({ where: { key: "booking_duration_minutes" } }))?.value ??
      SETTING_DEFAULTS.booking_duration_minutes,
  );
  await seedDemoCalendar(tx, { animals: activeAnimals, lessonMinutes, saturdayTrainerId: users.get("assistente@ace.pt")! });
  // A young handler (docs/rules.md, "Households"): Ana's daughter Rita, who handles Bolt in Ana's next lesson with him.
  const rita = await tx.dependant.create({ data: { guardianId: users.get("aluno@ace.pt")!, name: "Rita", birthDate: new Date("2014-05-02T00:00:00Z") } });
  const next = await tx.booking.findFirst({
    where: { userId: users.get("aluno@ace.pt"), animalId: bolt.id, slot: { startsAt: { gt: now() } } },
    orderBy: { slot: { startsAt: "asc" } },
    select: { id: true },
  });
  if (next) await tx.booking.update({ where: { id: next.id }, data: { dependantId: rita.id } });
  await seedDemoPayments(tx, users);
  await seedDemoPaymentInstructions(tx);
  return true;
}

/** How members pay the demo club: a (valid, made-up) IBAN and an MB WAY number. */
async function seedDemoPaymentInstructions(tx: Tx) {
  const values = { payment_iban: "PT50000201231234567890154", payment_mbway: "912345678" };
  for (const [key, value] of Object.entries(values)) {
    await tx.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
  }
}

/** Last month and this month: some paid (with the day they were paid), some still pending. */
async function seedDemoPayments(tx: Tx, users: Map<string, number>) {
  const today = clubToday();
  const thisMonth = today.slice(0, 7);
  const lastMonth = format(subMonths(parseISO(today), 1), "yyyy-MM");
  const paidOn = clubInstant(`${lastMonth}-08`, "18:30");
  const rows: { email: string; month: string; amount: string; paid?: "cash" | "mbway" | "transfer" }[] = [
    { email: "aluno@ace.pt", month: lastMonth, amount: "35.00", paid: "mbway" },
    { email: "aluno@ace.pt", month: thisMonth, amount: "35.00" },
    { email: "aluno2@ace.pt", month: lastMonth, amount: "22.50", paid: "cash" },
    { email: "aluno2@ace.pt", month: thisMonth, amount: "30.00" },
    { email: "externo@ace.pt", month: lastMonth, amount: "40.00" },
    { email: "externo@ace.pt", month: thisMonth, amount: "12.35" },
    { email: "inativo@ace.pt", month: lastMonth, amount: "15.00", paid: "transfer" },
  ];
  await tx.payment.createMany({
    data: rows.map((row) => ({
      userId: users.get(row.email)!,
      month: row.month,
      amount: row.amount,
      status: row.paid ? "paid" : "pending",
      paidAt: row.paid ? paidOn : null,
      method: row.paid ?? null,
    })),
  });
}

