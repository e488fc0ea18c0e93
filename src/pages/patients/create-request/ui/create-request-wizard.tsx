import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, RestError } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  ErrorState,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Skeleton,
  Textarea,
  nativeSelectClassName,
} from '@/shared/ui';
import { formatNhs, patientDisplayName, type Patient } from '@/entities/patient';
import { PatientSearch } from '@/features/patient-search';
import {
  createPatientRequest,
  triageQueries,
  type PatientRequestCreated,
  type TriageSettings,
} from '../api/create-request';
import {
  EMPTY_WIZARD,
  PRIORITY_CHOICES,
  RELATIONSHIPS,
  STEPS,
  patientProblem,
  preferencesFor,
  questionsFor,
  stepOfField,
  toRequestBody,
  validateStep,
  type Step,
  type WizardErrors,
  type WizardState,
} from '../model/wizard';

const PRIORITY_LABEL: Record<string, MessageKey> = {
  urgent: 'requests.priority.urgent',
  same_day: 'requests.priority.same_day',
  routine: 'requests.priority.routine',
  unprioritised: 'requests.priority.unprioritised',
};

/**
 * The create-request wizard (spec §2 panels; §5 rules): telephone, find patient, enquiry type, medical problem or
 * admin query with further information, enquirer, the organisation's questions, priority with the care
 * navigation suggestion. Every step checks its rules before moving on; the server checks them all again and its
 * refusals take the user back to the step concerned, with everything typed kept.
 */
export function CreateRequestWizard({
  wcmsId,
  initialState = EMPTY_WIZARD,
  initialStep = 'telephone',
}: {
  wcmsId: number;
  /** Where the wizard starts (stories show each step this way). */
  initialState?: WizardState;
  initialStep?: Step;
}) {
  const settings = useQuery(triageQueries.settings(wcmsId));
  if (settings.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3" data-testid="wizard-loading">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (settings.isError || !settings.data) {
    return (
      <ErrorState
        title={t('createRequest.loadError')}
        message={settings.isError ? errorMessage(settings.error) : undefined}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data.enabled) {
    return (
      <Alert severity="warning">
        <AlertDescription>{t('createRequest.notEnabled')}</AlertDescription>
      </Alert>
    );
  }
  return <WizardForm wcmsId={wcmsId} settings={settings.data} initialState={initialState} initialStep={initialStep} />;
}

function WizardForm({
  wcmsId,
  settings,
  initialState,
  initialStep,
}: {
  wcmsId: number;
  settings: TriageSettings;
  initialState: WizardState;
  initialStep: Step;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [state, setState] = useState<WizardState>(initialState);
  const [stepIndex, setStepIndex] = useState(STEPS.indexOf(initialStep));
  const [errors, setErrors] = useState<WizardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<PatientRequestCreated | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = STEPS[stepIndex]!;

  useEffect(() => {
    // after moving between steps, focus the new step's heading so keyboard and screen reader users follow
    if (moved.current) heading.current?.focus();
  }, [stepIndex, created]);

  const update = (changes: Partial<WizardState>) => setState((s) => ({ ...s, ...changes }));
  const goTo = (next: Step) => {
    moved.current = true;
    setStepIndex(STEPS.indexOf(next));
  };

  const suggestionBody =
    state.patient?.nhsNumber && state.enquiryType
      ? {
          enquiry_type: state.enquiryType,
          patient_nhs_number: state.patient.nhsNumber,
          ...(state.enquiryType === 'medical'
            ? { medical_problem: state.medicalProblem }
            : { admin_query: state.adminQuery }),
        }
      : null;
  const suggestion = useQuery({
    ...triageQueries.suggestion(wcmsId, suggestionBody ?? { enquiry_type: 'medical', patient_nhs_number: '' }),
    enabled: step === 'priority' && suggestionBody !== null,
  });

  const submit = useMutation({
    mutationFn: () => createPatientRequest(wcmsId, toRequestBody(state, settings)),
    onSuccess: (result) => {
      if (!result) return;
      setCreated(result);
      moved.current = true;
      void queryClient.invalidateQueries({ queryKey: ['requests'] });
    },
    onError: (error) => {
      const problem = error instanceof RestError ? error.problem : null;
      if (problem?.fields && Object.keys(problem.fields).length > 0) {
        setErrors(problem.fields);
        goTo(stepOfField(Object.keys(problem.fields)[0]!));
      } else if (problem?.code === 'PATIENT_NOT_FOUND' || problem?.code === 'UNDER_MINIMUM_AGE') {
        setErrors({ patient: problem.message ?? errorMessage(error) });
        goTo('patient');
      } else {
        setFormError(errorMessage(error));
      }
    },
  });

  const onContinue = (event: FormEvent | MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = validateStep(step, state, settings);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (stepIndex === STEPS.length - 1) submit.mutate();
    else goTo(STEPS[stepIndex + 1]!);
  };

  if (created) {
    const routed = Boolean(created.care_navigation_rule);
    return (
      <div className="flex flex-col gap-4">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {routed
            ? t('createRequest.createdRouted', { pool: suggestion.data?.pool_name ?? '' })
            : t('createRequest.createdIncoming')}
        </h2>
        <Alert severity="success">
          <AlertDescription>
            {t('createRequest.patient.selected', {
              name: state.patient ? patientDisplayName(state.patient) : '',
              nhs: state.patient?.nhsNumber ? formatNhs(state.patient.nhsNumber) : '',
            })}
            {' · '}
            {t('requests.priorityLabel')}: {t(PRIORITY_LABEL[created.priority] ?? 'requests.priority.unprioritised')}
          </AlertDescription>
        </Alert>
        {created.confirmation && (
          // the practice's in-hours or out-of-hours confirmation (console areas service hours, confirmation messages)
          <section aria-labelledby="request-confirmation" className="rounded border border-border p-3">
            <h3 id="request-confirmation" className="font-semibold">
              {t('confirmation.heading')} (
              {created.confirmation.in_hours ? t('confirmation.inHours') : t('confirmation.outOfHours')})
            </h3>
            <p className="whitespace-pre-wrap" data-testid="confirmation-message">
              {created.confirmation.message}
            </p>
            {created.confirmation.emailed && <p className="text-sm">{t('confirmation.emailed')}</p>}
          </section>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href={paths.full.request(created.id)} target="_blank" rel="noopener">
              {t('createRequest.openRequest')}
            </a>
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setCreated(null);
              setState(EMPTY_WIZARD);
              setErrors({});
              goTo('telephone');
            }}
          >
            {t('createRequest.another')}
          </Button>
        </div>
      </div>
    );
  }

  const errorList = Object.entries(errors);
  // the patient step holds the search's own form, and forms must not nest: that step is not a form itself
  const isForm = step !== 'patient';
  const Container = isForm ? 'form' : 'section';
  return (
    <Container
      {...(isForm ? { noValidate: true, onSubmit: onContinue } : {})}
      className="flex flex-col gap-5"
      aria-labelledby={`${id}-step`}
    >
      <ol
        className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground"
        aria-label={t('createRequest.title')}
      >
        {STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={i === stepIndex ? 'step' : undefined}
            className={i === stepIndex ? 'font-semibold text-foreground' : undefined}
          >
            {i + 1}. {t(`createRequest.steps.${s}`)}
          </li>
        ))}
      </ol>
      <h2 id={`${id}-step`} ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t('createRequest.step', { n: stepIndex + 1, total: STEPS.length, name: t(`createRequest.steps.${step}`) })}
      </h2>
      {(formError || errorList.length > 1) && (
        <Alert severity="error">
          <AlertTitle>{t('createRequest.summary.errors')}</AlertTitle>
          <AlertDescription>
            {formError ?? (
              <ul className="list-disc ps-5">
                {errorList.map(([key, message]) => (
                  <li key={key}>{message}</li>
                ))}
              </ul>
            )}
          </AlertDescription>
        </Alert>
      )}

      {step === 'telephone' && (
        <TextField
          label={t('createRequest.telephone.label')}
          hint={t('createRequest.telephone.hint')}
          value={state.telephone}
          error={errors.telephone}
          onChange={(telephone) => update({ telephone })}
          inputMode="tel"
          autoComplete="off"
        />
      )}

      {step === 'patient' && (
        <PatientStep
          wcmsId={String(wcmsId)}
          patient={state.patient}
          error={errors.patient}
          onChange={(patient) => {
            update({ patient });
            setErrors(
              patient ? (patientProblem(patient, settings) ? { patient: patientProblem(patient, settings)! } : {}) : {},
            );
          }}
        />
      )}

      {step === 'enquiry' && (
        <RadioGroup
          legend={t('createRequest.enquiry.legend')}
          name="enquiry-type"
          value={state.enquiryType}
          error={errors.enquiry_type}
          options={[
            { value: 'medical', label: t('createRequest.enquiry.medical') },
            { value: 'admin', label: t('createRequest.enquiry.admin') },
          ]}
          onChange={(value) => update({ enquiryType: value as 'medical' | 'admin' })}
        />
      )}

      {step === 'details' && (
        <>
          {state.enquiryType === 'medical' ? (
            <SelectField
              label={t('createRequest.medical.label')}
              placeholder={t('createRequest.medical.choose')}
              options={settings.medical_problems}
              value={state.medicalProblem}
              error={errors.medical_problem}
              onChange={(medicalProblem) => update({ medicalProblem })}
            />
          ) : (
            <SelectField
              label={t('createRequest.admin.label')}
              placeholder={t('createRequest.admin.choose')}
              options={settings.admin_query_types}
              value={state.adminQuery}
              error={errors.admin_query}
              onChange={(adminQuery) => update({ adminQuery })}
            />
          )}
          {preferencesFor(settings, state.enquiryType === 'medical' ? 'medical' : 'admin').length > 0 && (
            <SelectField
              label={t('createRequest.preference.label')}
              placeholder={t('createRequest.preference.none')}
              options={preferencesFor(settings, state.enquiryType === 'medical' ? 'medical' : 'admin')}
              value={state.preference}
              error={errors.preference}
              onChange={(preference) => update({ preference })}
            />
          )}
          <Field invalid={Boolean(errors.further_info)}>
            <FieldLabel>{t('createRequest.furtherInfo.label')}</FieldLabel>
            <FieldControl>
              <Textarea value={state.furtherInfo} rows={5} onChange={(e) => update({ furtherInfo: e.target.value })} />
            </FieldControl>
            <FieldError>{errors.further_info}</FieldError>
          </Field>
        </>
      )}

      {step === 'enquirer' && (
        <>
          <RadioGroup
            legend={t('createRequest.enquirer.legend')}
            name="enquirer"
            value={state.byEnquirer ? 'someone' : 'patient'}
            options={[
              { value: 'patient', label: t('createRequest.enquirer.patient') },
              { value: 'someone', label: t('createRequest.enquirer.someoneElse') },
            ]}
            onChange={(value) => update({ byEnquirer: value === 'someone' })}
          />
          {state.byEnquirer && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('createRequest.enquirer.firstName')}
                value={state.enquirer.firstName}
                error={errors['enquirer.first_name']}
                onChange={(firstName) => update({ enquirer: { ...state.enquirer, firstName } })}
                maxLength={100}
              />
              <TextField
                label={t('createRequest.enquirer.lastName')}
                value={state.enquirer.lastName}
                error={errors['enquirer.last_name']}
                onChange={(lastName) => update({ enquirer: { ...state.enquirer, lastName } })}
                maxLength={100}
              />
              <SelectField
                label={t('createRequest.enquirer.relationship')}
                placeholder={t('createRequest.enquirer.chooseRelationship')}
                options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`createRequest.enquirer.relationship.${r}`) }))}
                value={state.enquirer.relationship}
                error={errors['enquirer.relationship']}
                onChange={(relationship) => update({ enquirer: { ...state.enquirer, relationship } })}
              />
              <TextField
                label={t('createRequest.enquirer.telephone')}
                value={state.enquirer.telephone}
                error={errors['enquirer.telephone']}
                onChange={(telephone) => update({ enquirer: { ...state.enquirer, telephone } })}
                inputMode="tel"
              />
            </div>
          )}
        </>
      )}

      {step === 'questions' &&
        (questionsFor(settings, state.enquiryType).length === 0 ? (
          <p>{t('createRequest.questions.none')}</p>
        ) : (
          questionsFor(settings, state.enquiryType).map((q) => (
            <Field key={q.id} invalid={Boolean(errors[`custom_question.${q.id}`])}>
              <FieldLabel>
                {q.optional ? t('createRequest.questions.optional', { question: q.question }) : q.question}
              </FieldLabel>
              <FieldControl>
                <Textarea
                  rows={3}
                  maxLength={5000}
                  value={state.answers[q.id] ?? ''}
                  onChange={(e) => update({ answers: { ...state.answers, [q.id]: e.target.value } })}
                />
              </FieldControl>
              <FieldError>{errors[`custom_question.${q.id}`]}</FieldError>
            </Field>
          ))
        ))}

      {step === 'priority' && (
        <>
          <RadioGroup
            legend={t('createRequest.priority.legend')}
            name="priority"
            value={state.priority}
            error={errors.priority}
            options={PRIORITY_CHOICES.map((p) => ({ value: p, label: t(PRIORITY_LABEL[p]!) }))}
            onChange={(value) => update({ priority: value as WizardState['priority'] })}
          />
          <section aria-labelledby={`${id}-care`} className="flex flex-col gap-2" data-testid="care-navigation">
            <h3 id={`${id}-care`} className="text-lg font-semibold">
              {t('createRequest.careNavigation.title')}
            </h3>
            {suggestion.isFetching ? (
              <Skeleton className="h-12 w-full" />
            ) : suggestion.isError ? (
              <Alert severity="error">
                <AlertDescription>{errorMessage(suggestion.error)}</AlertDescription>
              </Alert>
            ) : suggestion.data ? (
              <Alert severity="info">
                <AlertDescription className="flex flex-col gap-2">
                  <span>
                    {t('createRequest.careNavigation.body', {
                      rule: suggestion.data.rule,
                      pool: suggestion.data.pool_name,
                      priority: t(PRIORITY_LABEL[suggestion.data.priority] ?? 'requests.priority.unprioritised'),
                    })}
                  </span>
                  <label className="flex min-h-8 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      checked={state.ignoreCareNavigation}
                      onChange={(e) => update({ ignoreCareNavigation: e.target.checked })}
                    />
                    {t('createRequest.careNavigation.ignore')}
                  </label>
                </AlertDescription>
              </Alert>
            ) : (
              <p>{t('createRequest.careNavigation.none')}</p>
            )}
          </section>
        </>
      )}

      <div className="flex flex-wrap gap-2">
        {stepIndex > 0 && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setErrors({});
              goTo(STEPS[stepIndex - 1]!);
            }}
          >
            {t('createRequest.back')}
          </Button>
        )}
        <Button
          type={isForm ? 'submit' : 'button'}
          onClick={isForm ? undefined : onContinue}
          disabled={submit.isPending}
        >
          {stepIndex === STEPS.length - 1 ? t('createRequest.submit') : t('createRequest.next')}
        </Button>
      </div>
    </Container>
  );
}

function PatientStep({
  wcmsId,
  patient,
  error,
  onChange,
}: {
  wcmsId: string;
  patient: Patient | null;
  error?: string;
  onChange: (patient: Patient | null) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {error && (
        <Alert severity="error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {patient ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border-2 border-border p-3">
          <span data-testid="wizard-patient">
            {t('createRequest.patient.selected', {
              name: patientDisplayName(patient),
              nhs: patient.nhsNumber ? formatNhs(patient.nhsNumber) : t('patients.details.none'),
            })}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
            {t('createRequest.patient.change')}
          </Button>
        </div>
      ) : (
        <PatientSearch
          wcmsId={wcmsId}
          remember={false}
          headingLevel={3}
          renderActions={(found) => (
            <Button type="button" size="sm" variant="outline" onClick={() => onChange(found)}>
              {t('patients.results.select', { name: patientDisplayName(found) })}
            </Button>
          )}
        />
      )}
    </div>
  );
}

function TextField({
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

function SelectField({
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

function RadioGroup({
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
