import { useEffect, useState } from 'react';
import { useBookingText } from '../messages';

export const timeOfDay = (iso: string, tag: string) =>
  new Date(iso).toLocaleTimeString(tag, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

const left = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * "Your seats are held until 14:32 (12:05 left)": the minutes and seconds tick every second, but only the
 * sentence around them is announced, once; `onEnded` runs when the hold runs out on this clock.
 */
export function HoldCountdown({ until, onEnded }: { until: string; onEnded?: () => void }) {
  const { t, tag } = useBookingText();
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  const remaining = end - now;
  useEffect(() => {
    if (remaining <= 0) {
      onEnded?.();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, remaining));
    return () => clearTimeout(timer);
  }, [remaining, onEnded]);
  return (
    <>
      {timeOfDay(until, tag)}{' '}
      <span aria-hidden="true" data-testid="hold-left">
        {t('({time} left)', { time: left(remaining) })}
      </span>
    </>
  );
}
