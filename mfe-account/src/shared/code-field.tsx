import { Field } from '@trippy/ui';
import { msg } from '@trippy/i18n';
import { useAccountText } from '../messages';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/** A 6-digit one-time code input (digits only, autofilled from SMS/mail where the device can). */
export function CodeField({ label, value, onChange, error }: CodeFieldProps) {
  const { t } = useAccountText();
  return (
    <Field
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('6-digit code')}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
    />
  );
}

export const isSixDigits = (code: string): boolean => /^\d{6}$/.test(code);

/** The rule of every code field: six digits, or what to type (English: shown with `t`). */
export const codeError = (code: string): string | undefined =>
  isSixDigits(code) ? undefined : msg('Enter the 6-digit code from the email');
