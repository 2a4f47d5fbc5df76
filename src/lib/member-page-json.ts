import type { DependantJson } from "@/lib/household-json";
import type { PaymentMethod, PaymentStatus } from "@/generated/prisma/enums";
import type { AnimalJson } from "@/lib/animal-json";
import type { Attendance } from "@/lib/training-record";

// The trainer's page of one member (/students/{id}, GET /api/auth/student/{id}/page): everything
// the club knows of them on one screen. Instants are ISO strings, club dates 'yyyy-MM-dd'.

export type MemberLessonJson = {
  id: number;
  starts_at: string;
  ends_at: string;
  animal_name: string;
  /** The member's dependant who handled it (docs/rules.md, "Households"), or null: the member. */
  dependant_name: string | null;
  observations: string | null;
  /** Only once the lesson has started: null until the trainer marks it. */
  attendance: Attendance | null;
  trainer_note: string | null;
};

export type MemberPaymentJson = {
  id: number;
  /** 'yyyy-MM'. */
  month: string;
  amount: number;
  status: PaymentStatus;
  method: PaymentMethod | null;
  paid_at: string | null;
};

export type MemberWaitlistJson = {
  id: number;
  starts_at: string;
  ends_at: string;
  animal_name: string;
  /** The member's dependant the entry is for (docs/rules.md, "Households"), or null. */
  dependant_name: string | null;
  /** Set while the freed lesson is offered to them. */
  offered_until: string | null;
};

export type MemberStandingLessonJson = {
  id: number;
  /** 1 = Monday .. 7 = Sunday. */
  weekday: number;
  /** 'HH:mm'. */
  start_time: string;
  animal_name: string;
  /** The member's dependant who handles it (docs/rules.md, "Households"), or null. */
  dependant_name: string | null;
};

/** How many of the member's past lessons and payments the page shows at most (newest first). */
export const MEMBER_PAGE_HISTORY = 50;

/** The page's lists; the whole page adds `member`, the account as GET /api/auth/student/{id} answers it. */
export type MemberPageLists = {
  animals: AnimalJson[];
  upcoming_lessons: MemberLessonJson[];
  /** Newest first, at most MEMBER_PAGE_HISTORY; `past_lessons_total` counts them all. */
  past_lessons: MemberLessonJson[];
  past_lessons_total: number;
  /** Newest month first, at most MEMBER_PAGE_HISTORY; `payments_total` counts them all. */
  payments: MemberPaymentJson[];
  payments_total: number;
  waitlist: MemberWaitlistJson[];
  standing_lessons: MemberStandingLessonJson[];
  /** The member's household: the dependants they book for (docs/rules.md, "Households"). */
  dependants: DependantJson[];
};
