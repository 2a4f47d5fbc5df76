// The club's trainers as the API writes them (GET /api/trainers), for the server and the browser.

export type TrainerRole = "trainer" | "assistant";

export type TrainerJson = { id: number; name: string; email: string; role: TrainerRole; active: boolean };

/** Who gives a lesson, on each slot (docs/rules.md, "Each lesson's trainer"). */
export type LessonTrainerJson = { id: number; name: string };
