import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { dateTextFromIso, isoFromDateText } from '@contracts/rules/date-entry';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/format';
import { Card, CardContent, CardHeader, CardTitle, DateInput, ErrorState, Skeleton, type ColumnDef } from '@/shared/ui';
import {
  arrivalQueries,
  useArrivalMutations,
  type CallScreenSettings,
  type NewsItem,
  type TvScreen,
} from '../api/arrivals';
import { newsItemSchema, tvScreenSchema, type NewsItemForm, type TvScreenForm } from '../model/schemas';
import { CheckField, EntitySection, FormActions, SelectField, TextField, useEntityForm } from './entity-section';

export function CallScreensPanel({ wcmsId }: { wcmsId: string }) {
  const settings = useQuery(arrivalQueries.callScreens(wcmsId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.callScreens.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-10">
        {settings.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {settings.isError && (
          <ErrorState
            message={`${t('console.callScreens.fetchFailed')}: ${errorMessage(settings.error)}`}
            onRetry={() => void settings.refetch()}
          />
        )}
        {settings.isSuccess && <Sections wcmsId={wcmsId} data={settings.data} />}
      </CardContent>
    </Card>
  );
}

function Sections({ wcmsId, data }: { wcmsId: string; data: CallScreenSettings }) {
  const m = useArrivalMutations(wcmsId);
  const screenName = useMemo(() => new Map(data.screens.map((s) => [s.id, s.name])), [data.screens]);
  const screenColumns = useMemo<ColumnDef<TvScreen, unknown>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: t('console.callScreens.name') },
      { id: 'code', accessorKey: 'code', header: t('console.callScreens.code') },
      {
        id: 'sound',
        accessorFn: (s) => t(`console.callScreens.sound.${s.notificationSound}`),
        header: t('console.callScreens.sound'),
      },
      {
        id: 'announce',
        accessorFn: (s) => t(s.announce ? 'console.callScreens.yes' : 'console.callScreens.no'),
        header: t('console.callScreens.announce'),
      },
      {
        id: 'nameFormat',
        accessorFn: (s) => t(`console.callScreens.nameFormat.${s.nameFormat}`),
        header: t('console.callScreens.nameFormat'),
      },
      { id: 'devices', accessorKey: 'devices', header: t('console.callScreens.devices') },
    ],
    [],
  );
  const newsColumns = useMemo<ColumnDef<NewsItem, unknown>[]>(
    () => [
      { id: 'text', accessorKey: 'text', header: t('console.callScreens.news.text') },
      {
        id: 'expires',
        accessorFn: (n) => (n.expiresOn ? formatDate(n.expiresOn) : t('console.callScreens.news.never')),
        header: t('console.callScreens.news.expiresOn'),
      },
      {
        id: 'screens',
        accessorFn: (n) =>
          n.screenIds.length === 0
            ? t('console.callScreens.news.allScreens')
            : n.screenIds.map((id) => screenName.get(id) ?? id).join(', '),
        header: t('console.callScreens.news.screens'),
      },
    ],
    [screenName],
  );
  return (
    <>
      <EntitySection<TvScreen>
        id="screens"
        heading={t('console.callScreens.screens.heading')}
        hint={t('console.callScreens.screens.hint', { wcmsId })}
        caption={t('console.callScreens.screens.caption')}
        empty={t('console.callScreens.screens.empty')}
        addHeading={t('console.callScreens.screens.add')}
        rows={data.screens}
        columns={screenColumns}
        nameOf={(s) => s.name}
        onRemove={(s) => m.deleteTvScreen.mutateAsync(s.id)}
        renderForm={(editing, done) => (
          <TvScreenFormView
            key={editing?.id ?? 'new'}
            editing={editing}
            done={done}
            save={async (v) =>
              (
                await m.saveTvScreen.mutateAsync({
                  id: editing?.id ?? null,
                  input: { ...v, name: v.name.trim(), code: v.code.trim() },
                })
              ).saveTvScreen
            }
          />
        )}
      />
      <EntitySection<NewsItem>
        id="news"
        heading={t('console.callScreens.news.heading')}
        caption={t('console.callScreens.news.caption')}
        empty={t('console.callScreens.news.empty')}
        addHeading={t('console.callScreens.news.add')}
        rows={data.newsItems}
        columns={newsColumns}
        nameOf={(n) => `${t('console.callScreens.news.item')} “${n.text.slice(0, 30)}”`}
        onRemove={(n) => m.deleteNewsItem.mutateAsync(n.id)}
        renderForm={(editing, done) => (
          <NewsFormView
            key={editing?.id ?? 'new'}
            screens={data.screens}
            editing={editing}
            done={done}
            save={async (v) => {
              const saved = (
                await m.saveNewsItem.mutateAsync({
                  id: editing?.id ?? null,
                  input: { text: v.text.trim(), expiresOn: isoFromDateText(v.expiresOn), screenIds: v.screenIds },
                })
              ).saveNewsItem;
              return { name: `${t('console.callScreens.news.item')} “${saved.text.slice(0, 30)}”` };
            }}
          />
        )}
      />
    </>
  );
}

const EMPTY_TV: TvScreenForm = {
  name: '',
  code: '',
  notificationSound: 'chime',
  announce: false,
  nameFormat: 'forename_initial',
};

function TvScreenFormView({
  editing,
  done,
  save,
}: {
  editing: TvScreen | null;
  done: () => void;
  save: (v: TvScreenForm) => Promise<{ name: string }>;
}) {
  const values = useMemo<TvScreenForm>(
    () =>
      editing
        ? {
            name: editing.name,
            code: editing.code,
            notificationSound: editing.notificationSound,
            announce: editing.announce,
            nameFormat: editing.nameFormat,
          }
        : EMPTY_TV,
    [editing],
  );
  const { form, submit } = useEntityForm(tvScreenSchema, values, save, done, EMPTY_TV);
  return (
    <form
      noValidate
      className="grid gap-3 md:grid-cols-2"
      onSubmit={(e) => void submit(e)}
      aria-label={t('console.callScreens.screens.heading')}
    >
      <TextField form={form} name="name" label="console.callScreens.name" />
      <TextField form={form} name="code" label="console.callScreens.code" inputMode="numeric" />
      <SelectField
        form={form}
        name="notificationSound"
        label="console.callScreens.sound"
        options={(['none', 'chime', 'bell'] as const).map((s) => ({
          value: s,
          label: t(`console.callScreens.sound.${s}`),
        }))}
      />
      <SelectField
        form={form}
        name="nameFormat"
        label="console.callScreens.nameFormat"
        options={(['forename_initial', 'full_name'] as const).map((f) => ({
          value: f,
          label: t(`console.callScreens.nameFormat.${f}`),
        }))}
      />
      <CheckField form={form} name="announce" label="console.callScreens.announce" />
      <div className="flex flex-col gap-2 md:col-span-2">
        <FormActions
          form={form}
          editing={editing !== null}
          onCancel={done}
          addLabel={t('console.callScreens.screens.add')}
        />
      </div>
    </form>
  );
}

const EMPTY_NEWS: NewsItemForm = { text: '', expiresOn: '', screenIds: [] };

function NewsFormView({
  screens,
  editing,
  done,
  save,
}: {
  screens: TvScreen[];
  editing: NewsItem | null;
  done: () => void;
  save: (v: NewsItemForm) => Promise<{ name: string }>;
}) {
  const values = useMemo<NewsItemForm>(
    () =>
      editing
        ? { text: editing.text, expiresOn: dateTextFromIso(editing.expiresOn), screenIds: editing.screenIds }
        : EMPTY_NEWS,
    [editing],
  );
  const { form, submit } = useEntityForm(newsItemSchema, values, save, done, EMPTY_NEWS);
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(e) => void submit(e)}
      aria-label={t('console.callScreens.news.heading')}
    >
      <TextField form={form} name="text" label="console.callScreens.news.text" multiline />
      <Controller
        control={form.control}
        name="expiresOn"
        render={({ field, fieldState }) => (
          <DateInput
            name="expiresOn"
            label={t('console.callScreens.news.expiresOn')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="screenIds"
        render={({ field, fieldState }) => (
          <fieldset className="space-y-1">
            <legend className="font-semibold">{t('console.callScreens.news.screens')}</legend>
            <p className="text-sm text-muted-foreground">{t('console.callScreens.news.allScreens')}</p>
            {screens.map((s) => (
              <label key={s.id} className="flex min-h-10 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={field.value.includes(s.id)}
                  onChange={(e) =>
                    field.onChange(e.target.checked ? [...field.value, s.id] : field.value.filter((v) => v !== s.id))
                  }
                />
                {s.name}
              </label>
            ))}
            {fieldState.error?.message && (
              <p className="text-sm font-semibold text-destructive" role="alert">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <FormActions
        form={form}
        editing={editing !== null}
        onCancel={done}
        addLabel={t('console.callScreens.news.add')}
      />
    </form>
  );
}
