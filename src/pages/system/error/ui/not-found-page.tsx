import { Link } from 'react-router';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { NotFoundView } from './not-found-view';

/** No screen has this address. */
export function NotFoundPage() {
  return (
    <NotFoundView
      home={
        <Button asChild size="lg">
          <Link to={paths.full.messagesList()}>{t('guard.home')}</Link>
        </Button>
      }
    />
  );
}
