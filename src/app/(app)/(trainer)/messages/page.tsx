import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { listBroadcasts } from "@/server/broadcasts/list-broadcasts";
import { firstLoad } from "@/server/http/first-load";
import { MessagesScreen } from "./messages-screen";

export const metadata: Metadata = { title: "Mensagens" };

/**
 * /messages (trainer): a message to the members (docs/rules.md, "Messages to members") and what
 * was sent, read with the page as GET /api/notices/broadcasts answers it.
 */
export default async function MessagesPage() {
  await requirePageUser(["trainer"]);
  const first = await firstLoad("messages", listBroadcasts);
  return <MessagesScreen first={first?.broadcasts ?? null} />;
}
