import { db } from "@/server/db";

/**
 * GET /trainers/bookable-members: whom the staff can book a lesson for (docs/rules.md, "Each
 * lesson's trainer"), the booking dialog's list: the active students and externals with an animal
 * (guests book nothing), by name, each with their animals and their household's dependants ('Quem
 * conduz?'), by name. Names and ids only: no email, phone or fees, so that an assistant, who may
 * not read the members, can book one into the lessons they give.
 */
export async function listBookableMembers() {
  const byName = [{ name: "asc" as const }, { id: "asc" as const }];
  const members = await db.user.findMany({
    // Approved and active members who book (not src/server/members' scope: that folder reaches this one through the bookings).
    where: { role: { in: ["student", "external"] }, approvedAt: { not: null }, isActive: true, animals: { some: { archivedAt: null } } },
    select: {
      id: true,
      name: true,
      animals: { where: { archivedAt: null }, select: { id: true, name: true }, orderBy: byName },
      dependants: { select: { id: true, name: true }, orderBy: byName },
    },
    orderBy: byName,
  });
  return { members };
}
