import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT } from '@/lib/semantic-colours';
import { crossedWarning, formatClock, secondsLeft } from './countdown.ts';

interface Props {
  deadline: string;
  /** Server clock minus the browser's (countdown.ts#clockOffset). */
  offset: number;
  /** Called once when the server's deadline passes. */
  onExpire: () => void;
}

/**
 * The time left, by the server's clock. The figure changes every second but is not read aloud; a polite
 * live region says only 10, 5 and 1 minute left and the end (WCAG 2.2.1 / 4.1.3).
 */
export function AttemptCountdown({ deadline, offset, onExpire }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(deadline, offset, Date.now()));
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const now = secondsLeft(deadline, offset, Date.now());
      setLeft(now);
      const warning = crossedWarning(previous.current, now);
      previous.current = now;
      if (warning === 'over') {
        setAnnouncement(t('quizzes.take.timeUp'));
        if (!expired.current) {
          expired.current = true;
          expire.current();
        }
      } else if (warning !== null) {
        setAnnouncement(t('quizzes.take.timeWarning', { count: warning / 60 }));
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [deadline, offset, t]);

  const low = left <= 60;
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid="attempt-countdown">
      <Group gap={6} wrap="nowrap">
        <IconClock size={18} aria-hidden />
        <Text size="sm" fw={600} c={low ? TEXT.negative : TEXT.body}>
          {t('quizzes.take.timeLeft')}{' '}
          <Text span role="timer" aria-live="off" fw={700} ff="monospace" data-seconds-left={left}>
            {formatClock(left)}
          </Text>
        </Text>
      </Group>
      <VisuallyHidden aria-live="polite" aria-atomic data-countdown-announcement>
        {announcement}
      </VisuallyHidden>
    </Paper>
  );
}
