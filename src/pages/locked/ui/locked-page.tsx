import { useState } from 'react';
import { LoginForm } from '@/features/auth-login';
import { t } from '@/shared/i18n';
import { storage } from '@/shared/lib/storage';
import { Card, CardContent } from '@/shared/ui/card';

/**
 * /locked and /full/welcome/locked: the session was locked for inactivity (spec §4). The lock record gives the
 * username to prefill and the page to return to once signed in again.
 */
export function LockedPage() {
  // read once: signing in removes the record, and the form must keep what it showed
  const [record] = useState(() => storage.get('locked'));
  const locked = record?.locked === true;
  return (
    <Card>
      <CardContent>
        <title>{`${t('auth.locked.title')} – ${t('app.name')}`}</title>
        <LoginForm
          title={t('auth.locked.title')}
          intro={<p>{locked ? t('auth.locked.intro') : t('auth.locked.introNoRecord')}</p>}
          {...(locked && record.username ? { defaultUsername: record.username } : {})}
          returnTo={locked ? record.url : null}
        />
      </CardContent>
    </Card>
  );
}
