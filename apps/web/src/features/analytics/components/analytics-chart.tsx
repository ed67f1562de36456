import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, type MantineColor, Text, useComputedColorScheme } from '@mantine/core';
import type { AnalyticsTable } from '@ponte/shared/analytics.schema';
import type { TranslationKey } from '@ponte/shared/i18n/keys';
import { useTranslation } from 'react-i18next';
import type { Formatter } from './analytics-format.ts';
import { barsOf, type ChartData, classLabeller, pivot } from './chart-data.ts';

/**
 * The charts of the analytics screen (recharts through @mantine/charts): this module is loaded only by
 * that screen, after its first paint. A chart is a picture for sighted readers: its card keeps the same
 * rows as a table for screen readers, so the drawing is hidden from assistive technology.
 *
 * Colours are theme shades that hold 3:1 against the card in either colour scheme (WCAG 1.4.11): the
 * dark shades on a light card, the light ones on a dark card; series are also told apart by the legend.
 */
const HUES = ['blue', 'orange', 'teal', 'grape', 'red', 'cyan', 'lime', 'pink', 'indigo', 'yellow'] as const;
const LIGHT_SHADE: Readonly<Record<(typeof HUES)[number], number>> = {
  blue: 8,
  orange: 9,
  teal: 9,
  grape: 8,
  red: 8,
  cyan: 9,
  lime: 9,
  pink: 8,
  indigo: 8,
  yellow: 9,
};

function usePalette(): (i: number) => MantineColor {
  const scheme = useComputedColorScheme('light');
  return (i) => {
    const hue = HUES[i % HUES.length]!;
    return `${hue}.${scheme === 'dark' ? 4 : LIGHT_SHADE[hue]}`;
  };
}

const BAR_HEIGHT = 34;
/** A category's name beside its bar, cut to fit (the table and the tooltip have it whole). */
const LABEL_CHARS = 20;
const cut = (value: unknown) => {
  const text = String(value);
  return text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text;
};

/** A category's name in one or two lines (course, then class), each cut to fit. */
function CategoryTick(props: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  const x = Number(props.x ?? 0);
  const y = Number(props.y ?? 0);
  const [first = '', second] = String(props.payload?.value ?? '')
    .split('\n')
    .map(cut);
  return (
    <text x={x} y={y} textAnchor="end" fontSize={12} fill="var(--chart-text-color, var(--mantine-color-dimmed))">
      <tspan x={x - 4} dy={second === undefined ? 4 : -3}>
        {first}
      </tspan>
      {second === undefined ? null : (
        <tspan x={x - 4} dy={14}>
          {second}
        </tspan>
      )}
    </text>
  );
}

const categoryAxis = { width: 160, interval: 0, tick: CategoryTick } as const;
const heightFor = (categories: number, series = 1) =>
  Math.max(180, categories * BAR_HEIGHT * Math.max(1, series * 0.7) + 70);

/**
 * The series' names under the chart, in HTML: recharts' own legend takes its height from a guess, and
 * a dozen classes' names at 400 px covered the drawing.
 */
function Legend({ series, color }: { series: readonly { label: string }[]; color: (i: number) => MantineColor }) {
  if (series.length < 2) return null;
  return (
    <Group gap="xs" mt="xs" data-chart-legend>
      {series.map((s, i) => (
        <Group key={s.label} gap={6} wrap="nowrap" maw="100%">
          <ColorSwatch
            color={`var(--mantine-color-${String(color(i)).replace('.', '-')})`}
            size={12}
            withShadow={false}
          />
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {s.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

export function AnalyticsChart({ table, format }: { table: AnalyticsTable; format: Formatter }) {
  const { t } = useTranslation();
  const color = usePalette();
  const scheme = useComputedColorScheme('light');
  const column = (c: string) => t(`analytics.columns.${c}` as TranslationKey);
  const common = {
    textColor: (scheme === 'dark' ? 'dark.0' : 'gray.8') as MantineColor,
    gridColor: (scheme === 'dark' ? 'dark.4' : 'gray.3') as MantineColor,
    tooltipAnimationDuration: 0,
    // The drawing is hidden from assistive technology (its table says the same), so it takes no focus either.
    accessibilityLayer: false,
  };
  const percent = (value: number) => format.number('share', value);
  const count = (value: number) => format.number('count', value);
  const rows = table.rows;

  /** Horizontal bars: one per class, mentor or course, with its name beside it. */
  const sideways = (data: ChartData, valueFormatter: (v: number) => string, stacked = false, max?: number) => (
    <Box>
      <BarChart
        {...common}
        h={heightFor(data.data.length, stacked ? 1 : data.series.length)}
        data={data.data}
        dataKey="category"
        orientation="vertical"
        type={stacked ? 'stacked' : 'default'}
        series={data.series.map((s, i) => ({ name: s.name, label: s.label, color: color(i) }))}
        valueFormatter={valueFormatter}
        yAxisProps={categoryAxis}
        xAxisProps={max === undefined ? { allowDecimals: false } : { domain: [0, max], allowDecimals: true }}
        gridAxis="x"
        maxBarWidth={26}
        withBarValueLabel={data.series.length === 1 && !stacked}
      />
      <Legend series={data.series} color={color} />
    </Box>
  );

  switch (table.key) {
    case 'funil': {
      if (table.columns.includes('group')) {
        return sideways(
          pivot(
            rows,
            (r) => String(r.step),
            (r) => String(r.group),
            'people',
          ),
          count,
        );
      }
      return sideways(
        {
          data: barsOf(rows, (r) => String(r.step), ['people']),
          series: [{ name: 'people', label: column('people') }],
        },
        count,
      );
    }
    case 'evasao':
    case 'conclusao': {
      const rates = table.key === 'evasao' ? ['rate', 'earlyRate'] : ['rate', 'onTimeRate'];
      const data = barsOf(rows, classLabeller(rows, '\n'), rates);
      return sideways({ data, series: rates.map((r) => ({ name: r, label: column(r) })) }, percent, false, 1);
    }
    case 'retencao': {
      const label = classLabeller(rows);
      const data = pivot(rows, (r) => Number(r.week), label, 'rate');
      return (
        <Box>
          <LineChart
            {...common}
            h={300}
            data={data.data}
            dataKey="category"
            series={data.series.map((s, i) => ({ name: s.name, label: s.label, color: color(i) }))}
            valueFormatter={percent}
            yAxisProps={{ domain: [0, 1] }}
            xAxisLabel={column('week')}
            connectNulls
            curveType="linear"
          />
          <Legend series={data.series} color={color} />
        </Box>
      );
    }
    case 'motivos-evasao': {
      const data = pivot(
        rows,
        (r) => String(r.course),
        (r) => String(r.reason),
        'evasions',
      );
      return sideways(data, count, true);
    }
    case 'tempo-ate-mentor':
      return (
        <BarChart
          {...common}
          h={220}
          data={barsOf(rows, (r) => String(r.bucket), ['requests'])}
          dataKey="category"
          series={[{ name: 'requests', label: column('requests'), color: color(0) }]}
          valueFormatter={count}
          withBarValueLabel
          yAxisProps={{ allowDecimals: false }}
        />
      );
    case 'carga-mentores': {
      const data = barsOf(rows, (r) => String(r.mentor), ['active', 'capacity']);
      return sideways(
        {
          data,
          series: [
            { name: 'active', label: column('active') },
            { name: 'capacity', label: column('capacity') },
          ],
        },
        count,
      );
    }
    case 'ganho':
      return (
        <BarChart
          {...common}
          h={240}
          data={barsOf(rows, (r) => String(r.band), ['people'])}
          dataKey="category"
          series={[{ name: 'people', label: column('people'), color: color(2) }]}
          valueFormatter={count}
          withBarValueLabel
          yAxisProps={{ allowDecimals: false }}
          xAxisLabel={column('band')}
        />
      );
    default:
      return null;
  }
}
