import type { Role } from "@/generated/prisma/enums";

/** Who is acting: the signed-in user as the domain's rules see them (id and role). */
export type Viewer = { id: number; role: Role };
