"use client";

import dynamic from "next/dynamic";
import type { BarChartProps } from "./bar-chart";

// Recharts is loaded when a chart first shows, in a chunk of this screen's own.
const BarChart = dynamic(() => import("./bar-chart"), {
  ssr: false,
  loading: () => <div className="h-full w-full animate-pulse rounded-lg bg-slate-100" />,
});

type ChartFigureProps = BarChartProps & {
  /** What the chart shows, for screen readers (its figures are in the table after it). */
  description: string;
};

const ROW_HEIGHT = 30;

/** A bar chart sized for its data, readable at 375 px, named for assistive technology. */
export function ChartFigure({ description, ...chart }: ChartFigureProps) {
  const height = chart.orientation === "rows" ? Math.max(120, chart.data.length * ROW_HEIGHT + 32) : 220;
  return (
    <div role="img" aria-label={description} className="w-full" style={{ height }}>
      <BarChart {...chart} />
    </div>
  );
}
