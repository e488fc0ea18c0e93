import { useState, type FormEvent } from 'react';
import {
  AGE_UNITS,
  RULE_HEALTH_DATA,
  RULE_REQUEST_TYPES,
  type AgeUnit,
  type RuleRequestType,
} from '@contracts/rules/total-triage';
import { errorMessage, type CareNavigationEditorQuery } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { Button, Field, FieldControl, FieldLabel, Input, nativeSelectClassName } from '@/shared/ui';
import { useTryCareNavigationMutation } from '../api/total-triage';

type Editor = CareNavigationEditorQuery['careNavigationEditor'];

/** The 'try it' box: a sample patient and request, routed by the server's own function (suggestCareNavigation). */
export function TryCareNavigation({ wcmsId, editor }: { wcmsId: string; editor: Editor }) {
  const tryIt = useTryCareNavigationMutation(wcmsId);
  const [requestType, setRequestType] = useState<RuleRequestType>('medical');
  const [detail, setDetail] = useState('');
  const [age, setAge] = useState('');
  const [ageUnit, setAgeUnit] = useState<AgeUnit>('years');
  const [sex, setSex] = useState<'all' | 'female' | 'male'>('all');
  const headingId = 'try-care-navigation-heading';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = detail.trim() || null;
    tryIt.mutate({
      requestType,
      age: /^\d+$/.test(age.trim()) ? Number(age.trim()) : null,
      ageUnit,
      sex,
      medicalProblem: requestType === 'medical' ? value : null,
      adminQuery: requestType === 'admin' ? value : null,
      healthData: requestType === 'health_data' ? value : null,
      questionnaire: requestType === 'questionnaire' ? value : null,
    });
  };

  const detailOptions =
    requestType === 'medical'
      ? editor.medicalProblems.map((p) => [p, p] as const)
      : requestType === 'admin'
        ? editor.adminQueryTypes.map((q) => [q, q] as const)
        : requestType === 'health_data'
          ? RULE_HEALTH_DATA.map((k) => [k, t(`console.careNavigation.healthData.${k}`)] as const)
          : null;
  const detailLabel = t(
    (
      {
        medical: 'console.careNavigation.field.medicalProblem',
        admin: 'console.careNavigation.field.adminQuery',
        health_data: 'console.careNavigation.field.healthData',
        questionnaire: 'console.careNavigation.field.questionnaire',
      } as const
    )[requestType],
  );
  const result = tryIt.data;

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border p-4">
      <h3 id={headingId} className="font-semibold">
        {t('console.careNavigation.try.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('console.careNavigation.try.hint')}</p>
      <form className="grid gap-3 md:grid-cols-3" noValidate onSubmit={onSubmit}>
        <Field>
          <FieldLabel>{t('console.careNavigation.field.requestType')}</FieldLabel>
          <FieldControl>
            <select
              className={nativeSelectClassName}
              value={requestType}
              onChange={(event) => {
                setRequestType(event.target.value as RuleRequestType);
                setDetail('');
              }}
            >
              {RULE_REQUEST_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`console.careNavigation.requestType.${type}`)}
                </option>
              ))}
            </select>
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel>{detailLabel}</FieldLabel>
          <FieldControl>
            {detailOptions ? (
              <select
                className={nativeSelectClassName}
                value={detail}
                onChange={(event) => setDetail(event.target.value)}
              >
                <option value="">{t('console.careNavigation.choose')}</option>
                {detailOptions.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            ) : (
              <Input value={detail} onChange={(event) => setDetail(event.target.value)} />
            )}
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel>{t('console.careNavigation.try.sex')}</FieldLabel>
          <FieldControl>
            <select
              className={nativeSelectClassName}
              value={sex}
              onChange={(event) => setSex(event.target.value as typeof sex)}
            >
              <option value="all">{t('console.careNavigation.try.sex.all')}</option>
              <option value="female">{t('console.careNavigation.patients.female')}</option>
              <option value="male">{t('console.careNavigation.patients.male')}</option>
            </select>
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel>{t('console.careNavigation.try.age')}</FieldLabel>
          <FieldControl>
            <Input inputMode="numeric" value={age} onChange={(event) => setAge(event.target.value)} />
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel>{t('console.careNavigation.try.ageUnit')}</FieldLabel>
          <FieldControl>
            <select
              className={nativeSelectClassName}
              value={ageUnit}
              onChange={(event) => setAgeUnit(event.target.value as AgeUnit)}
            >
              {AGE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`console.careNavigation.unit.${unit}`)}
                </option>
              ))}
            </select>
          </FieldControl>
        </Field>
        <div className="flex items-end">
          <Button type="submit" variant="secondary" disabled={tryIt.isPending}>
            {t('console.careNavigation.try.submit')}
          </Button>
        </div>
      </form>
      <p role="status" data-testid="try-care-navigation-result" className="font-medium">
        {result &&
          (result.ruleName
            ? t('console.careNavigation.try.fires', {
                rule: result.ruleName,
                group: result.groupName ?? '',
                priority: t(`console.careNavigation.priority.${result.priority}` as MessageKey),
              })
            : t('console.careNavigation.try.none'))}
      </p>
      {tryIt.isError && (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {errorMessage(tryIt.error)}
        </p>
      )}
    </section>
  );
}
