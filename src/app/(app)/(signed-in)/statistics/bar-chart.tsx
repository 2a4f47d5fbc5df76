"use client";

import { Bar, BarChart as RechartsBarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCount } from "@/lib/statistics-labels";

// The statistics screen's one chart (Recharts). Only ./chart-figure.tsx imports this file, through
// next/dynamic, so Recharts is fetched on this screen alone.

export type BarDatum = {
  /** The axis's short label ('Seg', '10:00', 'nov 26'). */
  label: string;
  /** The tooltip's full name ('Segunda-feira'). */
  name: string;
  value: number;
};

export type BarChartProps = {
  data: readonly BarDatum[];
  /** 'columns': categories along the bottom; 'rows': one bar per line, categories on the left. */
  orientation: "columns" | "rows";
  /** What a bar counts ('Aulas'). */
  valueLabel: string;
};

const BAR_COLOUR = "#059669"; // brand-600
const TICK = { fontSize: 12, fill: "#475569" }; // slate-600

export default function BarChart({ data, orientation, valueLabel }: BarChartProps) {
  const rows = orientation === "rows";
  // Room for the longest label on the left ('10:00', an animal's name), within reason at 375 px.
  const labelWidth = Math.min(112, Math.max(44, Math.max(0, ...data.map((datum) => datum.label.length)) * 7 + 12));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <RechartsBarChart
        data={[...data]}
        layout={rows ? "vertical" : "horizontal"}
        margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
        // The figures are in the table that follows the chart; the chart itself is a picture.
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" horizontal={!rows} vertical={rows} />
        {rows ? (
          <>
            <XAxis type="number" allowDecimals={false} tick={TICK} />
            <YAxis type="category" dataKey="label" width={labelWidth} tick={TICK} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={TICK} tickLine={false} minTickGap={4} />
            <YAxis allowDecimals={false} width={32} tick={TICK} />
          </>
        )}
        <Tooltip
          cursor={{ fill: "#f1f5f9" }}
          formatter={(value) => [formatCount(Number(value)), valueLabel]}
          labelFormatter={(label, payload) => payload?.[0]?.payload?.name ?? label}
        />
        <Bar dataKey="value" name={valueLabel} fill={BAR_COLOUR} radius={rows ? [0, 4, 4, 0] : [4, 4, 0, 0]} maxBarSize={36} />
      </RechartsBarChart>
    </ResponsiveContainer>
  );
}
