import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCurrentOrganisation } from '@/entities/organisation';
import { formatNhs, isTenDigits, isValidNhsNumber, normaliseNhsNumber } from '@/entities/patient';
import { videoQueries } from '@/entities/video';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { usePrivateSearchParams } from '@/shared/lib/private-query';
import {
  Button,
  EmptyState,
  ErrorState,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Input,
  Skeleton,
} from '@/shared/ui';
import { PatientsMenu } from '@/widgets/patients-menu';
import { parseVideoListParams, toVideoListSearch, VIDEO_LIST_PAGE_SIZE } from '../model/list-params';
import { VideoConsultationList } from './video-consultation-list';

/**
 * /full/patients/video-consultations (spec §2 Patients menu): the organisation's ad hoc video consultations, newest
 * first and paged, optionally one patient's (kept out of the URL, Modulus 11 checked here and on the server).
 */
export function VideoConsultationsPage() {
  const organisation = useCurrentOrganisation();
  const wcmsId = Number(organisation?.wcmsId);
  // the NHS number is kept out of the URL (issue 23)
  const [search, setSearch] = usePrivateSearchParams(['nhs']);
  const params = parseVideoListParams(search);
  // what is typed stays as typed, even when it is not a valid NHS number
  const [typed, setTyped] = useState(params.nhsInput);
  const [typedInvalid, setTypedInvalid] = useState(false);
  // the URL's filter changed from outside the form (the patients menu, back and forward): the field follows it
  const [urlNhs, setUrlNhs] = useState(params.nhsInput);
  if (urlNhs !== params.nhsInput) {
    setUrlNhs(params.nhsInput);
    setTyped(params.nhsInput);
    setTypedInvalid(false);
  }

  const list = useQuery({
    ...videoQueries.list(wcmsId, { nhsNumber: params.nhs, page: params.page, pageSize: VIDEO_LIST_PAGE_SIZE }),
    enabled: Number.isFinite(wcmsId) && !params.nhsInvalid,
    placeholderData: keepPreviousData,
  });

  const filter = (event: FormEvent) => {
    event.preventDefault();
    const digits = normaliseNhsNumber(typed);
    if (digits && !isValidNhsNumber(digits)) {
      setTypedInvalid(true);
      return;
    }
    setTypedInvalid(false);
    setSearch(toVideoListSearch({ nhs: digits || undefined }));
  };
  const clear = () => {
    setTyped('');
    setTypedInvalid(false);
    setSearch(toVideoListSearch({}));
  };
  const goTo = (page: number) => setSearch(toVideoListSearch({ nhs: params.nhs, page }));
  const invalid = typedInvalid || (params.nhsInvalid && typed === params.nhsInput);

  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <title>{`${t('videoList.title')} – ${t('app.name')}`}</title>
      <aside className="md:w-56 md:shrink-0">
        <PatientsMenu />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('videoList.title')}</h1>
        <form
          role="search"
          aria-label={t('videoList.filter.label')}
          noValidate
          onSubmit={filter}
          className="flex flex-wrap items-end gap-2"
        >
          <Field invalid={invalid} className="w-64">
            <FieldLabel>{t('videoList.filter.nhs')}</FieldLabel>
            <FieldControl>
              <Input
                name="nhs"
                inputMode="numeric"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </FieldControl>
            <FieldError>
              {invalid
                ? t(isTenDigits(typed) ? 'videoList.filter.nhsChecksum' : 'videoList.filter.invalidNhs')
                : undefined}
            </FieldError>
          </Field>
          <Button type="submit">{t('videoList.filter.submit')}</Button>
          {(params.nhsInput || typed) && (
            <Button type="button" variant="outline" onClick={clear}>
              {t('videoList.filter.clear')}
            </Button>
          )}
        </form>
        {params.nhs && (
          <p data-testid="video-list-filter">{t('videoList.filteredBy', { nhs: formatNhs(params.nhs) })}</p>
        )}

        {params.nhsInvalid ? null : list.isPending ? (
          <div role="status" aria-label={t('videoList.loading')} className="flex flex-col gap-2">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : list.isError ? (
          <ErrorState
            title={t('videoList.error')}
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            title={params.nhs ? t('videoList.emptyPatient') : t('videoList.empty')}
            description={t('videoList.emptyHint')}
          />
        ) : (
          <>
            <p aria-live="polite">
              {list.data.total === 1 ? t('videoList.countOne') : t('videoList.count', { count: list.data.total })}
            </p>
            <VideoConsultationList items={list.data.items} />
            {list.data.pages > 1 && (
              <nav className="flex items-center justify-between gap-2" aria-label={t('videoList.pages')}>
                <Button variant="outline" disabled={params.page <= 1} onClick={() => goTo(params.page - 1)}>
                  {t('videoList.previous')}
                </Button>
                <span>{t('videoList.page', { page: params.page, pages: list.data.pages })}</span>
                <Button
                  variant="outline"
                  disabled={params.page >= list.data.pages}
                  onClick={() => goTo(params.page + 1)}
                >
                  {t('videoList.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}
