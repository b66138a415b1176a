import { useBookingText } from '../messages';
import styles from '../shared/booking.module.css';

interface SeatsStepperProps {
  value: number;
  max: number;
  seatsLeft: number;
  onChange: (seats: number) => void;
}

/** Number of travellers: 1 to max (the batch's seats left, capped per booking); typing more is clamped. */
export function SeatsStepper({ value, max, seatsLeft, onChange }: SeatsStepperProps) {
  const { t } = useBookingText();
  const set = (n: number) => onChange(Math.max(1, Math.min(max, Number.isFinite(n) ? Math.floor(n) : 1)));
  return (
    <div className={styles.stepperRow}>
      <label htmlFor="booking-seats">{t('Travellers')}</label>
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label={t('One traveller less')}
          disabled={value <= 1}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id="booking-seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(e) => set(Number(e.target.value) || 1)}
        />
        <button
          type="button"
          aria-label={t('One traveller more')}
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
      <span className={styles.muted}>
        {t.plural(seatsLeft, { one: '{count} seat left', other: '{count} seats left' })}
      </span>
    </div>
  );
}
