/**
 * How a window of opening is cut into lessons (docs/rules.md, "Slots"): consecutive lessons of
 * `lessonMinutes` from the window's start, a remainder shorter than one lesson not created. The
 * starts, in minutes from the window's start. Publishing slots (create-slots.ts) and the standing
 * lessons' check of the weekly template (standing-lessons/template-opens-at.ts) both cut this way.
 */
export function lessonOffsets(windowMinutes: number, lessonMinutes: number): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset + lessonMinutes <= windowMinutes; offset += lessonMinutes) offsets.push(offset);
  return offsets;
}
