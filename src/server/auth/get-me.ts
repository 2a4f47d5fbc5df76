import { db } from "@/server/db";
import { toUserJson, userJsonSelect } from "@/server/auth/user-json";
import { readThrough } from "@/server/read-cache";

/** GET /api/auth/me: the caller's account, kept while the club's data holds (read-cache.ts). */
export function getMe(reader: { id: number }) {
  return readThrough(`me ${reader.id}`, ["members"], async () => {
    const user = await db.user.findUniqueOrThrow({ where: { id: reader.id }, select: userJsonSelect });
    return { user: toUserJson(user) };
  });
}
