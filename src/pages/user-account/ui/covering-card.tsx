import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCurrentOrganisation } from '@/entities/organisation';
import { coveringQueries, useUpdateCovering, type CoveredGroup } from '@/entities/viewer';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  EmptyState,
  ErrorState,
  Label,
  Skeleton,
} from '@/shared/ui';

export type CoveringCardViewProps = {
  organisationName: string;
  groups: CoveredGroup[] | undefined;
  loading: boolean;
  /** Why the groups could not be fetched. */
  error: string | null;
  saving: boolean;
  /** Why the last save failed; the ticks stay as the user left them. */
  saveError: string | null;
  onRetry: () => void;
  onSave: (groupIds: number[]) => void;
};

/** The groups the user covers at the current organisation, as ticks (spec §6 Covering). */
export function CoveringCardView(props: CoveringCardViewProps) {
  const { groups } = props;
  // the user's ticks over what the server says; a failed save keeps them
  const [edits, setEdits] = useState<ReadonlyMap<number, boolean>>(new Map());
  const isChosen = (group: CoveredGroup) => edits.get(group.id) ?? group.covered;
  const toggle = (id: number, on: boolean) => setEdits((current) => new Map(current).set(id, on));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('myAccount.covering.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>{t('myAccount.covering.intro', { organisation: props.organisationName })}</p>
        {props.loading && <Skeleton className="h-24 w-full" aria-label={t('common.loading')} />}
        {props.error && <ErrorState message={props.error} onRetry={props.onRetry} />}
        {groups?.length === 0 && <EmptyState title={t('myAccount.covering.empty')} />}
        {groups && groups.length > 0 && (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              props.onSave((groups ?? []).filter(isChosen).map((g) => g.id));
            }}
          >
            <fieldset className="space-y-3">
              <legend className="font-semibold">{t('myAccount.covering.legend')}</legend>
              {groups.map((group) => (
                <div key={group.id} className="flex items-start gap-3">
                  <Checkbox
                    id={`cover-${group.id}`}
                    checked={isChosen(group)}
                    onCheckedChange={(on) => toggle(group.id, on === true)}
                    aria-describedby={group.kind === 'unattached' ? `cover-${group.id}-hint` : undefined}
                  />
                  <div>
                    <Label htmlFor={`cover-${group.id}`}>{group.name}</Label>
                    {group.kind === 'unattached' && (
                      <p id={`cover-${group.id}-hint`} className="text-sm text-muted-foreground">
                        {t('myAccount.covering.unattachedHint')}
                      </p>
                    )}
                  </div>
                </div>
              ))}
            </fieldset>
            {props.saveError && (
              <Alert severity="error">
                <AlertDescription>{t('myAccount.covering.saveFailed', { reason: props.saveError })}</AlertDescription>
              </Alert>
            )}
            <Button type="submit" disabled={props.saving}>
              {t('myAccount.covering.save')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** Covering for the current organisation, saved through PUT my/covering. */
export function CoveringCard() {
  const organisation = useCurrentOrganisation();
  const wcmsId = Number(organisation?.wcmsId ?? 0);
  // covering is for staff of the organisation: a super user acting for it has none (the server answers 403)
  const staff = !!organisation && organisation.role !== 'super';
  const covering = useQuery({ ...coveringQueries.mine(wcmsId), enabled: wcmsId > 0 && staff });
  const save = useUpdateCovering(wcmsId);
  if (!staff) return null;
  return (
    <CoveringCardView
      organisationName={organisation.name}
      groups={covering.data?.groups}
      loading={covering.isPending}
      error={covering.isError ? errorMessage(covering.error) : null}
      saving={save.isPending}
      saveError={save.isError ? errorMessage(save.error) : null}
      onRetry={() => void covering.refetch()}
      onSave={(ids) => save.mutate(ids, { onSuccess: () => notify(t('myAccount.saved'), 'success') })}
    />
  );
}
