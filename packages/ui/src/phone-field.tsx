import type { InputHTMLAttributes } from 'react';
import { Field } from './field';
import { useUiText } from './messages';

type PhoneFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label?: string;
  value: string;
  error?: string | undefined;
  /** Receives digits only, at most 10: an Indian mobile number without +91. */
  onValueChange: (digits: string) => void;
};

export function PhoneField({ label, value, error, onValueChange, ...input }: PhoneFieldProps) {
  const { t } = useUiText();
  return (
    <Field
      label={label ?? t('Phone (+91)')}
      type="tel"
      inputMode="numeric"
      maxLength={10}
      placeholder={t('10-digit mobile number')}
      autoComplete="tel-national"
      {...input}
      value={value}
      error={error}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, 10))}
    />
  );
}
