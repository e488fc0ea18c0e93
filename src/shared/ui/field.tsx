import * as React from 'react';
import { Slot } from './slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { t } from '@/shared/i18n';
import { cn } from './cn';
import { Label } from './label';

/*
 * A form field: label, one control, an optional description and an optional error message, wired together
 * for assistive technology. Field owns the ids; FieldDescription and FieldError announce that they are
 * rendered, so the control's aria-describedby only names elements that exist. Built for react-hook-form:
 *
 *   <Controller name="nhsNumber" control={control} render={({ field, fieldState }) => (
 *     <Field invalid={fieldState.invalid}>
 *       <FieldLabel>NHS number</FieldLabel>
 *       <FieldControl><Input {...field} /></FieldControl>
 *       <FieldDescription>10 digits, for example 485 777 3456</FieldDescription>
 *       <FieldError>{fieldState.error?.message}</FieldError>
 *     </Field>
 *   )} />
 */

type FieldContextValue = {
  controlId: string;
  descriptionId: string;
  errorId: string;
  invalid: boolean;
  hasDescription: boolean;
  hasError: boolean;
  register: (part: 'description' | 'error') => () => void;
};

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useFieldContext(component: string): FieldContextValue {
  const context = React.useContext(FieldContext);
  if (!context) throw new Error(`<${component}> must be used inside <Field>`);
  return context;
}

/** Registers a described-by part for as long as it is mounted (counted, so StrictMode's re-run is safe). */
function useRegisterPart(part: 'description' | 'error', active: boolean) {
  const { register } = useFieldContext(part === 'error' ? 'FieldError' : 'FieldDescription');
  React.useLayoutEffect(() => (active ? register(part) : undefined), [active, part, register]);
}

const fieldVariants = cva('group/field flex gap-2', {
  variants: {
    orientation: {
      vertical: 'flex-col',
      // checkbox first, label beside it; description and error indent under the label
      horizontal: 'flex-row flex-wrap items-start [&>[data-slot=field-label]]:flex-1',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

type FieldProps = React.ComponentProps<'div'> &
  VariantProps<typeof fieldVariants> & {
    /** Marks the control invalid; defaults to whether a FieldError with content is shown. */
    invalid?: boolean;
    /** Use this id for the control instead of a generated one. */
    controlId?: string;
  };

export function Field({ className, orientation, invalid, controlId, children, ...props }: FieldProps) {
  const baseId = React.useId();
  const [parts, setParts] = React.useState({ description: 0, error: 0 });

  const register = React.useCallback((part: 'description' | 'error') => {
    setParts((current) => ({ ...current, [part]: current[part] + 1 }));
    return () => setParts((current) => ({ ...current, [part]: current[part] - 1 }));
  }, []);

  const hasError = parts.error > 0;
  const context = React.useMemo<FieldContextValue>(
    () => ({
      controlId: controlId ?? `${baseId}-control`,
      descriptionId: `${baseId}-description`,
      errorId: `${baseId}-error`,
      invalid: invalid ?? hasError,
      hasDescription: parts.description > 0,
      hasError,
      register,
    }),
    [baseId, controlId, invalid, hasError, parts.description, register],
  );

  return (
    <FieldContext.Provider value={context}>
      <div
        data-slot="field"
        data-invalid={context.invalid || undefined}
        data-orientation={orientation ?? 'vertical'}
        className={cn(fieldVariants({ orientation }), className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}

export function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const { controlId } = useFieldContext('FieldLabel');
  return <Label data-slot="field-label" htmlFor={controlId} className={className} {...props} />;
}

/**
 * Passes id, aria-describedby and aria-invalid to its single child, which can be any of the kit's
 * controls (Input, Textarea, SelectTrigger, Checkbox) or a native one.
 */
export function FieldControl(props: React.ComponentProps<typeof Slot>) {
  const { controlId, descriptionId, errorId, invalid, hasDescription, hasError } = useFieldContext('FieldControl');
  // the error comes first so screen readers say what is wrong before the hint
  const describedBy =
    [hasError && errorId, hasDescription && descriptionId, props['aria-describedby']].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Slot
      data-slot="field-control"
      id={controlId}
      aria-invalid={invalid || undefined}
      {...props}
      aria-describedby={describedBy}
    />
  );
}

export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { descriptionId } = useFieldContext('FieldDescription');
  useRegisterPart('description', true);
  return (
    <p
      data-slot="field-description"
      id={descriptionId}
      className={cn(
        'text-base text-muted-foreground group-data-[orientation=horizontal]/field:basis-full group-data-[orientation=horizontal]/field:ps-8',
        className,
      )}
      {...props}
    />
  );
}

type FieldErrorProps = React.ComponentProps<'p'> & {
  /** react-hook-form style errors; the first message is shown when there are no children. */
  errors?: ReadonlyArray<{ message?: string } | undefined>;
};

/** The field's error message; renders nothing (and leaves the control valid) when there is no message. */
export function FieldError({ className, children, errors, ...props }: FieldErrorProps) {
  const { errorId } = useFieldContext('FieldError');
  const content = hasContent(children) ? children : errors?.find((error) => error?.message)?.message;
  const shown = hasContent(content);
  useRegisterPart('error', shown);
  if (!shown) return null;
  return (
    <p
      data-slot="field-error"
      id={errorId}
      className={cn(
        'text-base font-semibold text-destructive group-data-[orientation=horizontal]/field:basis-full group-data-[orientation=horizontal]/field:ps-8',
        className,
      )}
      {...props}
    >
      {/* NHS pattern: the prefix tells screen reader users this is an error, not a hint */}
      <span className="sr-only">{t('ui.field.errorPrefix')}</span> {content}
    </p>
  );
}

function hasContent(node: React.ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
