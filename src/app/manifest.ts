import type { MetadataRoute } from "next";
import { APP_BACKGROUND_COLOR, APP_THEME_COLOR } from "@/lib/app-colors";

// The installed app (docs/architecture.md, "On the phone"). Static: the club's name setting
// (`app_name`) titles mails, while the installed app keeps one name, like the pages' titles.
// The icons are drawn from the mark by scripts/make-icons.ts.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "ACE - Agility Club",
    short_name: "ACE",
    description: "ACE: aulas, animais e pagamentos do clube de agility do Seixal.",
    lang: "pt-PT",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
