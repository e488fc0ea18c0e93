import { useState, type FormEvent } from 'react';
import { isSharingCode } from '@contracts/rules/arrivals';
import { errorFields, errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
} from '@/shared/ui';
import { useArrivalMutations, type SharedTouchscreen, type Touchscreen } from '../api/arrivals';

/**
 * spec §3 Touchscreen: sharing code and shared-with list. The owning organisation generates a touchscreen's 10-digit
 * sharing code and sees (and removes) the organisations sharing it; another organisation enters a code to join, and
 * sees the touchscreens it shares.
 */
export function TouchscreenSharing({
  wcmsId,
  touchscreens,
  joined,
}: {
  wcmsId: string;
  touchscreens: Touchscreen[];
  joined: SharedTouchscreen[];
}) {
  const m = useArrivalMutations(wcmsId);
  const [actionError, setActionError] = useState<string | null>(null);
  const run = (action: Promise<unknown>, success: string) => {
    setActionError(null);
    action.then(
      () => notify(success, 'success'),
      (error: unknown) => setActionError(errorMessage(error)),
    );
  };
  return (
    <section className="space-y-4" aria-labelledby="touchscreen-sharing-heading">
      <h2 id="touchscreen-sharing-heading" className="text-xl font-semibold">
        {t('console.arrivals.sharing.heading')}
      </h2>
      <p className="text-muted-foreground">{t('console.arrivals.sharing.hint')}</p>
      <h3 className="text-lg font-semibold">{t('console.arrivals.sharing.own')}</h3>
      {touchscreens.length === 0 ? (
        <p>{t('console.arrivals.sharing.noTouchscreens')}</p>
      ) : (
        <ul className="space-y-3">
          {touchscreens.map((s) => (
            <li key={s.id} className="space-y-2 rounded-md border border-border p-4" aria-label={s.name}>
              <p className="font-semibold">{s.name}</p>
              <p>
                {s.sharingCode
                  ? t('console.arrivals.sharing.code', { code: s.sharingCode })
                  : t('console.arrivals.sharing.noCode')}
              </p>
              <Button
                size="sm"
                variant="secondary"
                disabled={m.generateSharingCode.isPending}
                onClick={() =>
                  run(
                    m.generateSharingCode.mutateAsync(s.id),
                    t('console.arrivals.sharing.generated', { name: s.name }),
                  )
                }
              >
                {s.sharingCode
                  ? t('console.arrivals.sharing.regenerate', { name: s.name })
                  : t('console.arrivals.sharing.generate', { name: s.name })}
              </Button>
              <p className="font-semibold">{t('console.arrivals.sharing.sharedWith')}</p>
              {s.sharedWith.length === 0 ? (
                <p>{t('console.arrivals.sharing.notShared')}</p>
              ) : (
                <ul className="space-y-1">
                  {s.sharedWith.map((o) => (
                    <li key={o.organisationId} className="flex flex-wrap items-center gap-3">
                      <span>{o.organisationName}</span>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={m.removeTouchscreenShare.isPending}
                        onClick={() =>
                          run(
                            m.removeTouchscreenShare.mutateAsync({
                              touchscreenId: s.id,
                              organisationId: o.organisationId,
                            }),
                            t('console.arrivals.sharing.shareRemoved', {
                              organisation: o.organisationName,
                              name: s.name,
                            }),
                          )
                        }
                      >
                        {t('console.arrivals.sharing.removeShare', { organisation: o.organisationName, name: s.name })}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {actionError && (
        <Alert severity="error">
          <AlertDescription>{actionError}</AlertDescription>
        </Alert>
      )}
      <JoinForm join={(code) => m.joinSharedTouchscreen.mutateAsync(code)} />
      <h3 className="text-lg font-semibold">{t('console.arrivals.sharing.joinedList')}</h3>
      {joined.length === 0 ? (
        <p>{t('console.arrivals.sharing.noneJoined')}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-6">
          {joined.map((s) => (
            <li key={s.id}>
              {t('console.arrivals.sharing.ownedBy', { name: s.name, organisation: s.organisationName })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Enter another organisation's sharing code; a refusal shows on the field and keeps what was typed. */
function JoinForm({
  join,
}: {
  join: (code: string) => Promise<{ joinSharedTouchscreen: { name: string; organisationName: string } }>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const given = code.replace(/\s+/g, '');
    if (!isSharingCode(given)) return setError(t('console.arrivals.sharing.codeInvalid'));
    setError(null);
    setPending(true);
    try {
      const { joinSharedTouchscreen: s } = await join(given);
      notify(t('console.arrivals.sharing.joined', { name: s.name, organisation: s.organisationName }), 'success');
      setCode('');
    } catch (failure) {
      setError(errorFields(failure).sharingCode ?? errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      noValidate
      className="grid max-w-md gap-3 rounded-md border border-border p-4"
      aria-labelledby="touchscreen-join-heading"
      onSubmit={(e) => void submit(e)}
    >
      <h3 id="touchscreen-join-heading" className="text-lg font-semibold">
        {t('console.arrivals.sharing.join')}
      </h3>
      <Field invalid={error !== null}>
        <FieldLabel>{t('console.arrivals.sharing.codeLabel')}</FieldLabel>
        <FieldDescription>{t('console.arrivals.sharing.codeHint')}</FieldDescription>
        <FieldControl>
          <Input inputMode="numeric" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
        </FieldControl>
        <FieldError>{error}</FieldError>
      </Field>
      <div>
        <Button type="submit" disabled={pending}>
          {t('console.arrivals.sharing.joinButton')}
        </Button>
      </div>
    </form>
  );
}
