import { t } from '@/shared/i18n';
import { Alert, AlertDescription, Button, Card, CardContent, Spinner } from '@/shared/ui';

export type AuthorizeState =
  | { kind: 'starting' }
  | { kind: 'completing' }
  | { kind: 'linked'; visionUser: string }
  | { kind: 'failed'; message: string };

/** What /authorize shows: on the way to Vision, finishing, linked, or why it failed with a way to start again. */
export function AuthorizeView({
  state,
  onRetry,
  onClose,
}: {
  state: AuthorizeState;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <title>{`${t('authorize.title')} – ${t('app.name')}`}</title>
        <h1 className="text-3xl leading-tight font-bold">{t('authorize.title')}</h1>
        {(state.kind === 'starting' || state.kind === 'completing') && (
          <p role="status" className="flex items-center gap-2">
            <Spinner /> {t(state.kind === 'starting' ? 'authorize.starting' : 'authorize.completing')}
          </p>
        )}
        {state.kind === 'linked' && (
          <>
            <p role="status">{t('authorize.linked', { visionUser: state.visionUser })}</p>
            <p>
              <Button size="lg" onClick={onClose}>
                {t('authorize.close')}
              </Button>
            </p>
          </>
        )}
        {state.kind === 'failed' && (
          <>
            <Alert severity="error">
              <AlertDescription>{state.message}</AlertDescription>
            </Alert>
            <p>
              <Button size="lg" onClick={onRetry}>
                {t('authorize.retry')}
              </Button>
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
