import type { Role } from "@/generated/prisma/enums";

/**
 * A club member: a student or an external. Members have animals, book lessons, pay fees and get a
 * calendar feed; the trainer runs the club, and a guest only looks.
 */
export function isMember(role: Role): boolean {
  return role === "student" || role === "external";
}

/**
 * Staff: the trainer and the assistant trainers (docs/rules.md, "Roles"). Staff give lessons and
 * are never billed, booked, messaged or listed as members.
 */
export function isStaff(role: Role): boolean {
  return role === "trainer" || role === "assistant";
}
