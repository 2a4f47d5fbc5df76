import type { Prisma } from "@/generated/prisma/client";
import { isMember, isStaff } from "@/lib/roles";
import { calendarFeedUrl } from "@/server/calendar-feed/feed-token";

// A user as the API shows it (the API's field names, snake_case).

export const userJsonSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  role: true,
  studentCategory: true,
  isActive: true,
  createdAt: true,
  hasFixedMonthlyFee: true,
  monthlyFeeAmount: true,
  calendarFeedVersion: true,
  erasedAt: true,
  bookingConfirmations: true,
  lessonNotes: true,
} satisfies Prisma.UserSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof userJsonSelect }>;

export function toUserJson(user: UserRow) {
  // Members' feeds hold their lessons; the staff's, the lessons they give (docs/rules.md, "Each lesson's trainer").
  const hasFeed = isMember(user.role) || isStaff(user.role);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    /** International form ('+351912345678'), or null. */
    phone: user.phone,
    role: user.role,
    student_category: user.studentCategory,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
    has_fixed_monthly_fee: user.hasFixedMonthlyFee,
    monthly_fee_amount: user.monthlyFeeAmount.toNumber(),
    /** Which notices the account receives (docs/rules.md, "Notices"). */
    notice_settings: { booking_confirmations: user.bookingConfirmations, lesson_notes: user.lessonNotes },
    /** Only on a member whose personal data the trainer erased. */
    ...(user.erasedAt ? { erased_at: user.erasedAt.toISOString() } : {}),
    ...(hasFeed ? { calendar_feed_url: calendarFeedUrl(user.id, user.calendarFeedVersion) } : {}),
  };
}

export type UserJson = ReturnType<typeof toUserJson>;
