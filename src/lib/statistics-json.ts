// The statistics API's JSON, as the browser reads it (docs/rules.md,
// "Statistics"). Dates are club dates 'yyyy-MM-dd', months 'yyyy-MM', times
// club wall-clock 'HH:mm'.

/** A period and how many lessons it holds. */
export type PeriodTotals = { start_date: string; end_date: string; total_bookings: number };

export type PopularTime = { start_time: string; usage_count: number };

/** One day of the week: 1 = Monday ... 7 = Sunday; `weekday` is its Portuguese name. */
export type WeekdayStat = { weekday: string; weekday_number: number; booking_count: number };

export type StudentTotal = { user_id: number; student_name: string; total_bookings: number };

/**
 * One member's lessons in the range that have started: marked present, absent, or not yet;
 * `attendance_rate` is present / (present + absent) in percent, one decimal, null when none is marked.
 * Every active student and external has one, with no lesson in the range too; `last_lesson_date`
 * is the club date of their last lesson started by the range's end, whenever it was (null: none ever).
 */
export type AttendanceTotal = {
  user_id: number;
  student_name: string;
  present: number;
  absent: number;
  not_marked: number;
  attendance_rate: number | null;
  last_lesson_date: string | null;
};

/** Distinct members and animals with lessons in the range, for one category. */
export type CategoryTotals = { students: number; animals: number };

/** GET /api/bookings/statistics for the trainer: the whole club. */
export type ClubStatisticsJson = {
  view: "trainer";
  start_date: string;
  end_date: string;
  comparison_statistics: {
    /** The range's length in days; the previous period has the same length and ends the day before. */
    days_comparison: number;
    /** (current - previous) / previous * 100, one decimal; 0 when the previous period is empty. */
    variation_percentage: number;
    current_period: PeriodTotals;
    previous_period: PeriodTotals;
  };
  detailed_statistics: {
    general: { total_bookings: number; unique_students: number; unique_animals: number };
    avg_per_day: { avg_bookings_per_day: number };
    /** Most used first (then earliest). */
    popular_times: PopularTime[];
    /** All seven days, Monday first. */
    weekday_stats: WeekdayStat[];
  };
  /** regular = students (role student), external = external students. */
  students_and_animals_with_bookings: { regular: CategoryTotals; external: CategoryTotals };
  /** The 6 members with most lessons in the range. */
  bookings_by_student: StudentTotal[];
  /** Every member with a lesson in the range that has started, by name (docs/rules.md, "The training record"). */
  attendance_by_student: AttendanceTotal[];
};

export type MonthlyStat = { month: string; booking_count: number };
export type AnimalTotal = { animal_id: number; animal_name: string; total_bookings: number };

/** GET /api/bookings/statistics for a student or external: their own lessons only. */
export type MemberStatisticsJson = {
  view: "member";
  start_date: string;
  end_date: string;
  detailed_stats: {
    /** Lessons in the range. */
    total_bookings: number;
    /** The 12 months ending with the range's end month, oldest first, months without lessons at 0. */
    monthly_stats: MonthlyStat[];
    /** Lessons in the range per animal, most first. */
    animals: AnimalTotal[];
  };
};

export type BookingStatisticsJson = ClubStatisticsJson | MemberStatisticsJson;

/** GET /api/bookings/user-quick-stats: the caller's own figures. */
export type QuickStatsJson = {
  /** Lessons already given (their slot has ended). */
  total_lessons: number;
  /** Their length summed, in hours (2 decimals). */
  total_hours: number;
  /** Animals not archived. */
  total_animals: number;
  /** Lessons in the current club month. */
  month: number;
};
