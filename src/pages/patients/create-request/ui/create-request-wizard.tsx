import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, RestError } from '@/shared/api';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, AlertTitle, Button, ErrorState, Skeleton } from '@/shared/ui';
import {
  createPatientRequest,
  triageQueries,
  type PatientRequestCreated,
  type TriageSettings,
} from '../api/create-request';
import {
  EMPTY_WIZARD,
  STEPS,
  patientProblem,
  stepOfField,
  toRequestBody,
  validateStep,
  type Step,
  type WizardErrors,
  type WizardState,
} from '../model/wizard';
import { RequestCreated } from './request-created';
import { DetailsStep } from './steps/details-step';
import { EnquirerStep } from './steps/enquirer-step';
import { EnquiryStep } from './steps/enquiry-step';
import { PatientStep } from './steps/patient-step';
import { PriorityStep } from './steps/priority-step';
import { QuestionsStep } from './steps/questions-step';
import { TelephoneStep } from './steps/telephone-step';

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
  const stepProps = { state, errors, update, settings };
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
    return (
      <RequestCreated
        created={created}
        patient={state.patient}
        poolName={suggestion.data?.pool_name ?? ''}
        headingRef={heading}
        onAnother={() => {
          setCreated(null);
          setState(EMPTY_WIZARD);
          setErrors({});
          goTo('telephone');
        }}
      />
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

      {step === 'telephone' && <TelephoneStep {...stepProps} />}
      {step === 'patient' && (
        <PatientStep
          wcmsId={String(wcmsId)}
          patient={state.patient}
          error={errors.patient}
          onChange={(patient) => {
            update({ patient });
            const problem = patient ? patientProblem(patient, settings) : null;
            setErrors(problem ? { patient: problem } : {});
          }}
        />
      )}
      {step === 'enquiry' && <EnquiryStep {...stepProps} />}
      {step === 'details' && <DetailsStep {...stepProps} />}
      {step === 'enquirer' && <EnquirerStep {...stepProps} />}
      {step === 'questions' && <QuestionsStep {...stepProps} />}
      {step === 'priority' && <PriorityStep {...stepProps} suggestion={suggestion} />}

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
