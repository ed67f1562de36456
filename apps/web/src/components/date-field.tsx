import { ActionIcon, Group, NativeSelect, Popover, Stack, type TextInputProps } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TEXT_MASK, isIsoDate, isoToTyped, typedToIso } from '@/lib/date-text';
import { dayjs } from '@/lib/dayjs';
import { currentLocale } from '@/lib/i18n';
import { MaskedTextInput } from './masked-text-input.tsx';

export interface DateFieldProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'rightSection' | 'type' | 'readOnly'> {
  /** ISO yyyy-mm-dd, or null when empty. */
  value: string | null | undefined;
  /**
   * Called with the ISO date once the typed text is a real day, null when emptied, and the typed
   * text itself while incomplete or impossible, so the form's zod schema reports it as invalid.
   */
  onChange: (value: string | null) => void;
  /** ISO yyyy-mm-dd bounds for the calendar, e.g. todayIso() to block future dates. */
  minDate?: string;
  maxDate?: string;
}

/**
 * A dd/mm/yyyy date input (spec §5/§9): typed through a mask, or picked in a calendar whose month
 * and year dropdowns cover the whole allowed range (100 years for birth dates).
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { value, onChange, minDate, maxDate, disabled, ...props },
  ref,
) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() => isoToTyped(value));
  const lastEmitted = useRef<string | null | undefined>(value);
  const [opened, popover] = useDisclosure(false);
  const [shown, setShown] = useState<string>(() =>
    isIsoDate(value) ? value : (maxDate ?? dayjs().format('YYYY-MM-DD')),
  );

  // A value set from outside (form reset, data loaded) replaces what is typed.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    setText(isoToTyped(value));
  }, [value]);

  const emit = (next: string | null) => {
    lastEmitted.current = next;
    onChange(next);
  };

  const onTyped = (masked: string) => {
    setText(masked);
    emit(masked === '' ? null : (typedToIso(masked) ?? masked));
  };

  const onPicked = (picked: string | null) => {
    if (!picked) return;
    setText(isoToTyped(picked));
    emit(picked);
    popover.close();
  };

  const currentIso = isIsoDate(value) ? value : null;
  const minYear = minDate ? Number(minDate.slice(0, 4)) : dayjs().year() - 100;
  const maxYear = maxDate ? Number(maxDate.slice(0, 4)) : dayjs().year() + 10;
  const years = useMemo(
    () => Array.from({ length: maxYear - minYear + 1 }, (_, i) => String(maxYear - i)),
    [minYear, maxYear],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: month names follow the interface language
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(currentLocale(), { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({
      value: String(i + 1),
      label: format.format(new Date(Date.UTC(2000, i, 1))),
    }));
  }, [i18n.language]);

  const shownDate = dayjs(shown);
  const showMonth = (year: number, month: number) =>
    setShown(
      dayjs()
        .year(year)
        .month(month - 1)
        .date(1)
        .format('YYYY-MM-DD'),
    );

  const openCalendar = () => {
    setShown(currentIso ?? maxDate ?? dayjs().format('YYYY-MM-DD'));
    popover.toggle();
  };

  const calendarButton = disabled ? undefined : (
    <Popover opened={opened} onChange={(o) => (o ? undefined : popover.close())} trapFocus returnFocus withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          c="dimmed"
          onClick={openCalendar}
          aria-label={t('profile.dateField.openCalendar')}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('profile.dateField.calendar')}>
        <Stack gap="xs">
          <Group gap="xs" grow wrap="nowrap">
            <NativeSelect
              size="xs"
              label={t('profile.dateField.month')}
              data={months}
              value={String(shownDate.month() + 1)}
              onChange={(e) => showMonth(shownDate.year(), Number(e.currentTarget.value))}
            />
            <NativeSelect
              size="xs"
              label={t('profile.dateField.year')}
              data={years}
              value={String(shownDate.year())}
              onChange={(e) => showMonth(Number(e.currentTarget.value), shownDate.month() + 1)}
            />
          </Group>
          <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 0 }}>
            <DatePicker
              value={currentIso}
              onChange={onPicked}
              date={shown}
              onDateChange={setShown}
              minDate={minDate}
              maxDate={maxDate}
              maxLevel="month"
              previousLabel={t('profile.dateField.previousMonth')}
              nextLabel={t('profile.dateField.nextMonth')}
            />
          </DatesProvider>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <MaskedTextInput
      {...props}
      ref={ref}
      mask={DATE_TEXT_MASK}
      value={text}
      onChange={onTyped}
      disabled={disabled}
      placeholder={t('profile.dateField.placeholder')}
      rightSection={calendarButton}
      rightSectionPointerEvents="all"
    />
  );
});
