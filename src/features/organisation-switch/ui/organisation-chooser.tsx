import { useId, useState } from 'react';
import { useCurrentOrganisation, useOrganisations, type Organisation } from '@/entities/organisation';
import { useViewer } from '@/entities/viewer';
import { t, type MessageKey } from '@/shared/i18n';
import { cn } from '@/shared/ui/cn';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { Field, FieldControl, FieldDescription, FieldLabel } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { useDebounced } from '../model/use-debounced';

const SEARCH_DEBOUNCE_MS = 300;
/** The server returns at most this many organisations (accounts.graphql). */
const MAX_RESULTS = 100;

const ROLE_LABELS: Record<string, MessageKey> = {
  editor: 'account.role.editor',
  full: 'account.role.full',
  super: 'account.role.super',
  no: 'account.role.no',
};

export function roleLabel(role: string): string {
  const key = ROLE_LABELS[role];
  return key ? t(key) : role;
}

export type OrganisationChooserProps = {
  onChoose: (organisation: Organisation) => void;
  /** The heading level of the empty and error states, to fit the page outline. */
  headingLevel?: 2 | 3;
};

/**
 * The organisations the user may act for, as a list of choices. A super user may act for any organisation
 * and searches for it by name or number (spec §6).
 */
export function OrganisationChooser({ onChoose, headingLevel = 2 }: OrganisationChooserProps) {
  const viewer = useViewer();
  const current = useCurrentOrganisation();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const organisations = useOrganisations(viewer.isSuperUser ? settled : '');
  const listId = useId();

  let body;
  if (organisations.isPending) {
    body = <Spinner label={t('account.organisation.loading')} showLabel />;
  } else if (organisations.isError) {
    body = (
      <ErrorState
        headingLevel={headingLevel}
        message={t('account.organisation.loadFailed')}
        onRetry={() => void organisations.refetch()}
        retrying={organisations.isFetching}
      />
    );
  } else if (organisations.data.length === 0) {
    body = viewer.isSuperUser ? (
      <EmptyState
        headingLevel={headingLevel}
        title={t('account.organisation.emptyTitle')}
        description={t('account.organisation.empty')}
      />
    ) : (
      <EmptyState
        headingLevel={headingLevel}
        title={t('account.organisation.noneTitle')}
        description={t('account.organisation.none')}
      />
    );
  } else {
    body = (
      <>
        <ul
          id={listId}
          aria-label={t('account.organisation.list')}
          aria-busy={organisations.isFetching || undefined}
          className="flex flex-col gap-2"
        >
          {organisations.data.map((organisation) => {
            const isCurrent = current?.wcmsId === organisation.wcmsId;
            return (
              <li key={organisation.wcmsId}>
                <button
                  type="button"
                  aria-current={isCurrent || undefined}
                  onClick={() => onChoose(organisation)}
                  className={cn(
                    'flex w-full flex-col items-start gap-0.5 rounded-md border-2 border-input bg-background px-4 py-3 text-start',
                    'hover:bg-info-subtle focus-visible:focus-ring',
                    isCurrent && 'border-primary',
                  )}
                >
                  <span className="text-lg font-semibold text-primary underline-offset-4">{organisation.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {organisation.wcmsId} · {t('account.organisation.role', { role: roleLabel(organisation.role) })}
                    {isCurrent && ` · ${t('account.organisation.current')}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {organisations.data.length >= MAX_RESULTS && (
          <p className="text-sm text-muted-foreground">{t('account.organisation.more')}</p>
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {viewer.isSuperUser && (
        <Field>
          <FieldLabel>{t('account.organisation.search')}</FieldLabel>
          <FieldDescription>{t('account.organisation.searchHint')}</FieldDescription>
          <FieldControl>
            <Input
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </FieldControl>
        </Field>
      )}
      {body}
    </div>
  );
}
