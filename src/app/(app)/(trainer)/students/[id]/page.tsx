import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { clubToday } from "@/lib/club-time";
import { memberIdSchema } from "@/lib/validations/members";
import { requirePageUser } from "@/server/auth/page-session";
import { firstLoad } from "@/server/http/first-load";
import { getMemberPage } from "@/server/members/get-member-page";
import { MemberPageScreen } from "./member-page-screen";

export const metadata: Metadata = { title: "Aluno" };

/**
 * /students/{id}: the trainer's page of one member (docs/rules.md, "The member's page"), read on
 * the server as GET /api/auth/student/{id}/page answers it. An unknown id is not found; when the
 * read fails, the screen loads it itself and shows the failure.
 */
export default async function MemberPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageUser(["trainer"]);
  const id = memberIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const loaded = await firstLoad("member page", async () => ({ page: await getMemberPage(id.data) }));
  if (loaded && !loaded.page) notFound();
  return <MemberPageScreen memberId={id.data} first={loaded?.page ?? null} today={clubToday()} />;
}
