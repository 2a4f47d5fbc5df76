"use client";

import { lazyComponent } from "@/components/lazy-component";

// Its code loads only when page.tsx renders it: when the page could not read the quick stats.
export const QuickStatsLoader = lazyComponent(() => import("./quick-stats-loader").then((module) => module.QuickStatsLoader));
