import { NavLink, useOutlet } from 'react-router';
import { useViewer } from '@/entities/viewer';
import { canOpenConsole, useCurrentOrganisation } from '@/entities/organisation';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, cn } from '@/shared/ui';

/** The console's panels that exist so far, by path under /full/management-console. */
const PANELS = [{ path: 'two-factor-authentication', label: 'console.twoFactor.title' }] as const;

/** The management console frame: its section list and the chosen panel (spec §2, §6). */
export function ConsoleHome() {
  const viewer = useViewer();
  const organisation = useCurrentOrganisation();
  const outlet = useOutlet();
  if (!canOpenConsole(organisation, viewer)) {
    return (
      <Alert severity="error">
        <AlertDescription>{t('error.noAccess')}</AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
      <div>
        <h1 className="mb-4 text-2xl font-bold">{t('console.title')}</h1>
        <nav aria-label={t('console.nav.label')}>
          <ul className="space-y-1">
            {PANELS.map((panel) => (
              <li key={panel.path}>
                <NavLink
                  to={panel.path}
                  className={({ isActive }) =>
                    cn(
                      'block min-h-10 rounded px-3 py-2 text-primary underline-offset-4 hover:underline focus-visible:focus-ring',
                      isActive && 'bg-info-subtle font-semibold',
                    )
                  }
                >
                  {t(panel.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <section aria-label={t('console.title')}>{outlet ?? <p>{t('console.choosePanel')}</p>}</section>
    </div>
  );
}
