import { route } from "@/server/http/route";
import { listFailedMails } from "@/server/mail/list-failed-mails";

export const GET = route(["trainer"], async () => Response.json(await listFailedMails()));
