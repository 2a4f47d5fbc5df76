import type { ProfileBody } from "@/lib/validations/profile";
import { db } from "@/server/db";
import { toUserJson, userJsonSelect } from "@/server/auth/user-json";

/** PUT /api/auth/profile: the signed-in user's own name and phone (any role); the answer is their account. */
export async function updateProfile(userId: number, input: ProfileBody) {
  const user = await db.user.update({
    where: { id: userId },
    data: { name: input.name, phone: input.phone },
    select: userJsonSelect,
  });
  return { message: "Perfil atualizado com sucesso!", user: toUserJson(user) };
}
