import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentOrganisation } from '@/entities/organisation';
import { errorMessage } from '@/shared/api';
import { closeWindow } from '@/shared/desktop-host';
import { storage } from '@/shared/lib/storage';
import { paths } from '@/shared/routes';
import { completeVisionLogin, startVisionLogin } from '../api/vision-login';
import { AuthorizeView, type AuthorizeState } from './authorize-view';

// a helper's answer is completed once per page load, even when an effect runs twice
const handled = new Set<string>();

/**
 * /authorize (spec §2), the Vision login helper route. Opened plainly, it starts a Vision sign-in for the staff
 * member in their organisation and sends the window to the helper; the helper redirects back here with its code (or
 * its error) and the state, which the server checks and turns into the staff member's Vision link. The result is
 * stored for the desktop host (storage key vision_authorization).
 */
export function AuthorizePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const organisation = useCurrentOrganisation();
  const wcmsId = organisation ? String(organisation.wcmsId) : null;
  const answerState = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  const [state, setState] = useState<AuthorizeState>(
    answerState !== null || code !== null || error !== null ? { kind: 'completing' } : { kind: 'starting' },
  );

  // to the helper (the state already says 'starting')
  const start = useCallback(() => {
    if (!wcmsId) return;
    startVisionLogin(wcmsId, `${window.location.origin}${paths.authorize()}`)
      .then((url) => window.location.assign(url))
      .catch((failure: unknown) => setState({ kind: 'failed', message: errorMessage(failure) }));
  }, [wcmsId]);

  useEffect(() => {
    const key = `${answerState ?? ''}|${code ?? ''}|${error ?? ''}`;
    if (handled.has(key)) return;
    handled.add(key);
    if (answerState === null && code === null && error === null) {
      start();
      return;
    }
    completeVisionLogin({ state: answerState ?? '', code, error })
      .then((link) => {
        storage.set('vision_authorization', { ...link, code: code ?? '' });
        setState({ kind: 'linked', visionUser: link.visionUser });
      })
      .catch((failure: unknown) => setState({ kind: 'failed', message: errorMessage(failure) }));
  }, [answerState, code, error, start]);

  return (
    <AuthorizeView
      state={state}
      onRetry={() => {
        setState({ kind: 'starting' });
        // without the old answer in the address (the effect then starts again), or at once when there was none
        if (answerState !== null || code !== null || error !== null)
          void navigate(paths.authorize(), { replace: true });
        else start();
      }}
      onClose={closeWindow}
    />
  );
}
