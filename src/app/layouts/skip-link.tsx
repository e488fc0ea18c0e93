import { t } from '@/shared/i18n';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-focus px-3 py-2 font-semibold text-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
