import { useCallback, useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { ConsolePanelProps } from '@/features/console-access';
import { useViewer } from '@/entities/viewer';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { useSettingsForm } from '@/shared/lib/settings-form';
import { ErrorState, Label, LeavePagePrompt, SaveBar, Skeleton, nativeSelectClassName } from '@/shared/ui';
import { coveringQueries, useSetCoveringMutation } from '../api/covering';
import { coveringSchema, type CoveringForm } from '../model/covering-schema';

type Option = { id: string; label: string };

function CheckList({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: Option[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="font-semibold">{legend}</legend>
      {options.length === 0 && <p className="text-muted-foreground">{t('console.covering.none')}</p>}
      {options.map((option) => (
        <label key={option.id} className="flex min-h-8 items-center gap-2">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={value.includes(option.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id))
            }
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** What one member covers, on the settings form pattern ('Covering save failure' when saving fails, spec §8). */
function MemberCovering({ wcmsId, userId }: { wcmsId: string; userId: string }) {
  const covering = useQuery(coveringQueries.member(wcmsId, userId));
  const save = useSetCoveringMutation(wcmsId, userId);
  const values = useMemo<CoveringForm | undefined>(
    () =>
      covering.data
        ? {
            groupIds: covering.data.groups.filter((g) => g.covered).map((g) => g.id),
            colleagueIds: covering.data.colleagues.filter((c) => c.covered).map((c) => c.userId),
          }
        : undefined,
    [covering.data],
  );
  const onSave = useCallback(
    async (input: CoveringForm) => {
      await save.mutateAsync(input);
    },
    [save],
  );
  const settings = useSettingsForm<CoveringForm>({
    schema: coveringSchema,
    values,
    defaultValues: { groupIds: [], colleagueIds: [] },
    onSave,
    savedMessage: t('console.covering.saved'),
    failureMessage: (error) => `${t('console.covering.saveFailure')}: ${errorMessage(error)}`,
  });
  const formId = `covering-${userId}`;
  if (covering.isPending) return <Skeleton className="h-40 w-full" aria-label={t('common.loading')} />;
  if (covering.isError) {
    return <ErrorState message={errorMessage(covering.error)} onRetry={() => void covering.refetch()} />;
  }
  return (
    <form id={formId} className="space-y-4" onSubmit={(event) => void settings.submit(event)}>
      <Controller
        control={settings.form.control}
        name="groupIds"
        render={({ field }) => (
          <CheckList
            legend={t('console.covering.groups')}
            options={covering.data.groups.map((g) => ({ id: g.id, label: g.name }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={settings.form.control}
        name="colleagueIds"
        render={({ field }) => (
          <CheckList
            legend={t('console.covering.colleagues')}
            options={covering.data.colleagues.map((c) => ({ id: c.userId, label: c.name }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <SaveBar
        form={formId}
        dirty={settings.dirty}
        saving={settings.saving}
        onDiscard={settings.discard}
        error={settings.formError}
      />
      <LeavePagePrompt when={settings.dirty} />
    </form>
  );
}

/** Console area Covering (basic): the groups and colleagues each staff member covers (spec §6). */
export function CoveringPanel({ wcmsId, viewerId }: { wcmsId: string; viewerId: string }) {
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  // the member list: the viewer and every colleague at the organisation (the viewer's own covering lists them)
  const mine = useQuery(coveringQueries.member(wcmsId, viewerId));
  const memberId = params.get('member') ?? viewerId;
  const members = useMemo<Option[]>(
    () => [
      { id: viewerId, label: t('console.covering.you') },
      ...(mine.data?.colleagues ?? []).map((c) => ({ id: c.userId, label: c.name })),
    ],
    [mine.data, viewerId],
  );
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">{t('console.covering.title')}</h2>
      <p className="max-w-prose">{t('console.covering.intro')}</p>
      {mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : (
        <div className="flex flex-col gap-1">
          <Label htmlFor={selectId}>{t('console.covering.member')}</Label>
          <select
            id={selectId}
            className={`${nativeSelectClassName} w-72`}
            value={memberId}
            onChange={(event) => setParams({ member: event.target.value }, { replace: true })}
          >
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <MemberCovering key={memberId} wcmsId={wcmsId} userId={memberId} />
    </div>
  );
}

/** The Covering area for the organisation being configured. */
export function CoveringPage({ wcmsId }: ConsolePanelProps) {
  const viewer = useViewer();
  return viewer.userId ? <CoveringPanel wcmsId={wcmsId} viewerId={String(viewer.userId)} /> : null;
}
