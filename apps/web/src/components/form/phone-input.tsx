import { countryName } from '@portal/contracts/people/countries';
import {
  callingCodeOf,
  DEFAULT_PHONE_COUNTRY,
  formatNationalDigits,
  nationalDigitsOf,
  PHONE_COUNTRIES,
  PHONE_MASK,
  splitInternationalPhone,
  toLocalPhone,
} from '@portal/contracts/people/phone';
import { type ClipboardEvent, type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { cn } from '../../lib/cn.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { controlClasses, Field } from '../ui/field.tsx';

/** `#` is a digit in the contracts' mask ('### ### ## ##'). */
const DEFINITIONS = { '#': /\d/ };

/**
 * People paste or autofill numbers as "+90 5xx…" or "05xx…": the country code is shown apart, so a
 * leading 90 or 0 in front of a full number, or a 0 typed first, is dropped.
 */
function prepareDigits(chunk: string, masked: { unmaskedValue: string }): string {
  const digits = chunk.replace(/\D/g, '');
  if (masked.unmaskedValue !== '') return digits;
  if (digits.length === 12 && digits.startsWith('90')) return digits.slice(2);
  return digits.replace(/^0+/, '');
}

/** Ten Turkish digits in the mask: `5321234567` → `532 123 45 67`. */
function maskTurkish(digits: string): string {
  let index = 0;
  let out = '';
  for (const char of PHONE_MASK) {
    if (index >= digits.length) break;
    if (char === '#') {
      out += digits[index];
      index += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * A stored phone as the field holds it: a Turkish `+905321234567` as `532 123 45 67`, another
 * country's `+4915123456789` as `+49 1512 3456789`.
 */
export function toMaskedLocalPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const split = splitInternationalPhone(phone);
  if (split && split.country !== DEFAULT_PHONE_COUNTRY) return toLocalPhone(phone);
  return maskTurkish(toLocalPhone(phone).replace(/\D/g, ''));
}

/** The field's value for a country and its national digits: Turkish masked, any other with +code. */
function composeValue(country: string, digits: string): string {
  if (country === DEFAULT_PHONE_COUNTRY) return maskTurkish(digits.slice(0, 10));
  return digits === '' ? '' : `+${callingCodeOf(country)} ${formatNationalDigits(country, digits)}`;
}

/** A number pasted with its country code (`+49…`, `0049…`) into the national part: its country and digits. */
function pastedInternational(text: string): { country: string; national: string } | null {
  const trimmed = text.trim();
  const withPlus = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  return withPlus.startsWith('+') ? splitInternationalPhone(withPlus) : null;
}

type PhoneInputProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  name: string;
  /**
   * A Turkish number in the mask (`532 123 45 67`), another country's with its code
   * (`+49 1512 3456789`); the shared schemas store either in E.164.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/**
 * A mobile number (issue 36): the country's calling code chosen in a select (Türkiye's +90 first
 * of all), then the number. A Turkish number takes the mask '### ### ## ##' (react-imask); any
 * other country's is grouped as that country writes it. A number pasted with its code picks its
 * country.
 */
export function PhoneInput({
  label,
  hint,
  error,
  required,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
}: PhoneInputProps) {
  const { t } = useTranslation('form');
  const language = useLanguage();
  const prefixId = useId();
  // The country chosen while the number is still empty, or shares its calling code with others.
  const [chosen, setChosen] = useState(DEFAULT_PHONE_COUNTRY);
  const split = splitInternationalPhone(value, chosen);
  const country = split?.country ?? (value === '' ? chosen : DEFAULT_PHONE_COUNTRY);
  const callingCode = callingCodeOf(country);
  const countries = useMemo(() => {
    const collator = new Intl.Collator(language);
    return PHONE_COUNTRIES.map((item) => ({ ...item, name: countryName(item.country, language) })).sort(
      (a, b) => collator.compare(a.name, b.name),
    );
  }, [language]);

  const chooseCountry = (next: string) => {
    setChosen(next);
    const digits = split ? split.national : value.replace(/\D/g, '');
    onChange(composeValue(next, digits));
  };

  /** A number typed or pasted with its country code: its country is chosen with it. */
  const takeInternational = (text: string): boolean => {
    const international = pastedInternational(text);
    if (!international) return false;
    // The Turkish mask already takes "+90 5xx…" as it is.
    if (international.country === DEFAULT_PHONE_COUNTRY && country === DEFAULT_PHONE_COUNTRY) return false;
    setChosen(international.country);
    onChange(composeValue(international.country, international.national));
    return true;
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (takeInternational(event.clipboardData.getData('text'))) event.preventDefault();
  };

  return (
    <Field label={label} hint={hint} error={error} required={required} describedBy={prefixId}>
      {(control) => (
        <div className="flex">
          <div className="relative inline-flex min-h-11 shrink-0 items-center rounded-s-lg border border-e-0 border-line bg-surface px-3 font-semibold text-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400">
            <span id={prefixId}>
              <span aria-hidden="true">+{callingCode}</span>
              <span className="sr-only">
                {t('phone.countryCode', { country: countryName(country, language), code: `+${callingCode}` })}
              </span>
            </span>
            <span aria-hidden="true" className="ms-1 text-small">
              ▾
            </span>
            <select
              aria-label={t('phone.country')}
              value={country}
              disabled={disabled}
              onChange={(event) => chooseCountry(event.target.value)}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            >
              {countries.map((item) => (
                <option key={item.country} value={item.country}>
                  {`${item.name} +${item.callingCode}`}
                </option>
              ))}
            </select>
          </div>
          {country === DEFAULT_PHONE_COUNTRY ? (
            <IMaskInput
              mask={PHONE_MASK}
              definitions={DEFINITIONS}
              prepare={prepareDigits}
              value={value}
              onAccept={(next: string) => onChange(next)}
              onBlur={onBlur}
              onPaste={onPaste}
              inputRef={inputRef}
              name={name}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={t('phone.placeholder')}
              disabled={disabled}
              className={cn(controlClasses, 'min-w-0 rounded-s-none')}
              {...control}
            />
          ) : (
            <input
              ref={inputRef}
              name={name}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={split ? formatNationalDigits(country, split.national) : ''}
              onChange={(event) => {
                const typed = event.target.value;
                if (!takeInternational(typed))
                  onChange(composeValue(country, nationalDigitsOf(country, typed)));
              }}
              onBlur={onBlur}
              onPaste={onPaste}
              disabled={disabled}
              className={cn(controlClasses, 'min-w-0 rounded-s-none')}
              {...control}
            />
          )}
        </div>
      )}
    </Field>
  );
}
