import { exportMyData } from "@/server/auth/export-my-data";
import { route } from "@/server/http/route";

// Members and guests download what ACE holds about them (docs/rules.md, "Personal data"); the trainer has no
// member data of their own to take.
export const GET = route(["student", "external", "guest"], async ({ user }) =>
  new Response(JSON.stringify(await exportMyData(user.id), null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": 'attachment; filename="ace-meus-dados.json"',
      "cache-control": "no-store",
    },
  }),
);
