// Standing lessons as the API shows them (docs/rules.md, "Standing lessons"): GET/POST
// /api/availability/standing, and what applying the weekly template booked from them.

/** A member's fixed weekly lesson: weekday 1 = Monday .. 7 = Sunday, start time 'HH:mm'. */
export type StandingLessonJson = {
  id: number;
  user_id: number;
  user_name: string;
  animal_id: number;
  animal_name: string;
  /** The member's dependant who handles it (docs/rules.md, "Households"), or null: the member. */
  dependant: { id: number; name: string } | null;
  weekday: number;
  start_time: string;
  /** False once the member is deactivated: applying the template skips the lesson. */
  user_active: boolean;
  /** True once the animal is archived: applying the template skips the lesson. */
  animal_archived: boolean;
  /** False when the weekly template no longer opens its hour: applying the template cannot book it. */
  template_opens: boolean;
};

/**
 * One week's lesson booked from a standing lesson (date 'yyyy-MM-dd', club time); `user_name`
 * names who handles it ('Rita (resp. Ana Silva)' for a dependant, src/lib/household-json.ts).
 */
export type StandingBookingJson = { user_name: string; animal_name: string; date: string; start_time: string };

/** One week's standing lesson that could not be booked, and why (pt-PT). */
export type StandingClashJson = StandingBookingJson & { reason: string };

/**
 * The `standing` part of POST /api/availability/template/apply's answer; `told`: the members told,
 * once each, of the lessons booked for them.
 */
export type StandingApplyJson = { booked: StandingBookingJson[]; clashes: StandingClashJson[]; told: number };
