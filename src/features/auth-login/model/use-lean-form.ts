import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from './login-schema';

type Validate<T> = (values: T) => { values: T; errors: FieldErrors<T> };

/**
 * A small uncontrolled form for the sign-in steps (react-hook-form's behaviour where they need it, without its
 * weight on /login): validates on submit and focuses the first invalid field, re-validates a field as it is
 * edited once the form has been submitted, and reports whether the submit handler is still running.
 */
export function useLeanForm<T extends Record<string, string>>(
  fields: readonly (keyof T & string)[],
  validate: Validate<T>,
) {
  const inputs = useRef<Partial<Record<keyof T, HTMLInputElement | null>>>({});
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const read = (): T => Object.fromEntries(fields.map((name) => [name, inputs.current[name]?.value ?? ''])) as T;

  const register = (name: keyof T & string) => ({
    name,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: () => {
      if (!submitted.current) return;
      const message = validate(read()).errors[name];
      setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
    },
  });

  const handleSubmit = (onValid: (values: T) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    submitted.current = true;
    const result = validate(read());
    setErrors(result.errors);
    const firstInvalid = fields.find((name) => result.errors[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  /** Puts a message on a field (the server's refusal of it) and moves focus there. */
  const setError = (name: keyof T & string, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
    inputs.current[name]?.focus();
  };

  return { register, handleSubmit, setError, errors, isSubmitting };
}
