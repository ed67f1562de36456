import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useComputedColorScheme } from '@mantine/core';

/**
 * The histogram drawn (recharts through @mantine/charts, loaded only with the results screen). It is a
 * picture for sighted readers: the same figures are in the table beside it, so it is hidden from
 * assistive technology.
 */
export function ScoreHistogramChart({
  data,
  seriesLabel,
  xLabel,
  yLabel,
}: {
  data: { band: string; count: number }[];
  seriesLabel: string;
  xLabel: string;
  yLabel: string;
}) {
  // Bars hold 3:1 against the card (WCAG 1.4.11): a dark blue on light, a light one on dark.
  const scheme = useComputedColorScheme('light');
  return (
    <div aria-hidden data-histogram-chart>
      <BarChart
        h={260}
        data={data}
        dataKey="band"
        series={[{ name: 'count', label: seriesLabel, color: scheme === 'dark' ? 'blue.4' : 'blue.8' }]}
        xAxisLabel={xLabel}
        yAxisLabel={yLabel}
        tickLine="y"
        withTooltip={false}
        yAxisProps={{ allowDecimals: false }}
        // The picture takes no focus: its figures are the table's (recharts' keyboard layer is for a lone chart).
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
