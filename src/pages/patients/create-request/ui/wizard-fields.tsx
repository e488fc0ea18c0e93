import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  nativeSelectClassName,
} from '@/shared/ui';

/** A labelled text input with its hint and error, as every wizard step lays them out. */
export function TextField({
  label,
  hint,
  value,
  error,
  onChange,
  ...input
}: {
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
} & Omit<ComponentProps<'input'>, 'value' | 'onChange'>) {
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input value={value} onChange={(e) => onChange(e.target.value)} {...input} />
      </FieldControl>
      {hint && <FieldDescription>{hint}</FieldDescription>}
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** A labelled native select with an empty first choice. */
export function SelectField({
  label,
  placeholder,
  options,
  value,
  error,
  onChange,
}: {
  label: string;
  placeholder: string;
  options: (string | { value: string; label: string })[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <select className={nativeSelectClassName} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((o) => {
            const option = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            );
          })}
        </select>
      </FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** A fieldset of radio buttons with its legend and error. */
export function RadioGroup({
  legend,
  name,
  value,
  options,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  onChange: (value: string) => void;
}): ReactNode {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      {error && (
        <p id={errorId} className="font-semibold text-destructive">
          {error}
        </p>
      )}
      {options.map((option) => (
        <label key={option.value} className="flex min-h-8 items-center gap-2">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-5 accent-primary"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
