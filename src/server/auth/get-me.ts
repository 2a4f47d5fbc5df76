import { db } from "@/server/db";
import { toUserJson, userJsonSelect } from "@/server/auth/user-json";

export async function getMe(userId: number) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: userJsonSelect });
  return { user: toUserJson(user) };
}
