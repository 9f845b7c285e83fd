import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartSpec } from '../lib/report-charts';

/** Colours that keep their contrast on white and apart from each other. */
const COLOURS = ['#0f766e', '#1e3a8a', '#b45309', '#7e22ce', '#be123c', '#475569', '#15803d'];

/**
 * A report's chart: bars (stacked where the parts add up), a line for a measure drawn over them (on its own axis when it counts something else).
 * Its numbers are in the summary above it and in the table view; the chart itself is reachable by
 * keyboard (the arrow keys move between its points, each read out by the tooltip).
 */
export function ReportChart({ chart, label }: { chart: ChartSpec; label: string }) {
  const rightAxis = chart.series.some((s) => s.rightAxis);
  return (
    <figure className="h-64 w-full sm:h-72" aria-label={`${label} chart`}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={chart.points} margin={{ top: 8, right: rightAxis ? 0 : 8, bottom: 0, left: -12 }} accessibilityLayer>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="x" tick={{ fontSize: 11, fill: '#475569' }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis yAxisId="left" allowDecimals={false} tick={{ fontSize: 11, fill: '#475569' }} width={48} />
          {rightAxis && <YAxis yAxisId="right" orientation="right" allowDecimals={false} tick={{ fontSize: 11, fill: '#475569' }} width={40} />}
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {chart.series.map((series, i) =>
            series.line ? (
              <Line
                key={series.key}
                yAxisId={series.rightAxis ? 'right' : 'left'}
                dataKey={series.key}
                name={series.label}
                stroke={COLOURS[i % COLOURS.length]}
                strokeWidth={2}
                dot={false}
                connectNulls
                isAnimationActive={false}
              />
            ) : (
              <Bar
                key={series.key}
                yAxisId="left"
                dataKey={series.key}
                name={series.label}
                fill={COLOURS[i % COLOURS.length]}
                stackId={series.stack ? 'stack' : undefined}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
