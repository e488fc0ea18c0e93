import { Link, NavLink, useLocation, useOutlet } from 'react-router';
import { useViewer } from '@/entities/viewer';
import { canOpenConsole, useCurrentOrganisation } from '@/entities/organisation';
import {
  CONSOLE_AREA_GROUPS,
  ConsoleAccessGate,
  availableAreas,
  useConsoleAccess,
  type ConsoleArea,
  type ConsoleAreaGroup,
} from '@/features/console-access';
import { OrganisationSwitch } from '@/features/organisation-switch';
import { t, type MessageKey } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, Badge, cn } from '@/shared/ui';

const GROUP_TITLES: Record<ConsoleAreaGroup, MessageKey> = {
  requests: 'console.group.requests',
  patients: 'console.group.patients',
  arrivals: 'console.group.arrivals',
  people: 'console.group.people',
  organisation: 'console.group.organisation',
  integration: 'console.group.integration',
  reports: 'console.group.reports',
};

const LEVEL_LABELS = {
  none: 'console.level.none',
  basic: 'console.level.basic',
  advanced: 'console.level.advanced',
  super: 'console.level.super',
} as const satisfies Record<string, MessageKey>;

type Grouped = { group: ConsoleAreaGroup; areas: ConsoleArea[] }[];

function byGroup(areas: ConsoleArea[]): Grouped {
  return CONSOLE_AREA_GROUPS.map((group) => ({ group, areas: areas.filter((a) => a.group === group) })).filter(
    (g) => g.areas.length > 0,
  );
}

function LevelBadge({ area }: { area: ConsoleArea }) {
  if (area.level !== 'advanced') return null;
  return (
    <Badge variant="outline" className="ms-2">
      {t('console.advancedBadge')}
    </Badge>
  );
}

/** The console home: every area that is built, grouped by what a manager is doing, with what each needs. */
function AreaOverview({ grouped }: { grouped: Grouped }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {grouped.map(({ group, areas }) => (
        <section key={group} aria-labelledby={`console-group-${group}`} className="space-y-2">
          <h2 id={`console-group-${group}`} className="text-xl font-semibold">
            {t(GROUP_TITLES[group])}
          </h2>
          <ul className="space-y-3">
            {areas.map((area) => (
              <li key={area.id}>
                <Link
                  to={paths.full.managementConsole(area.id)}
                  className="font-semibold text-primary underline underline-offset-4 focus-visible:focus-ring"
                >
                  {t(area.title)}
                </Link>
                <LevelBadge area={area} />
                <p className="text-muted-foreground">{t(area.description)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The side list of areas beside an open panel. */
function AreaNav({ grouped }: { grouped: Grouped }) {
  return (
    <nav aria-label={t('console.nav.label')} className="space-y-4">
      <Link
        to={paths.full.managementConsole()}
        className="block font-semibold text-primary underline underline-offset-4 focus-visible:focus-ring"
      >
        {t('console.home')}
      </Link>
      {grouped.map(({ group, areas }) => (
        <div key={group}>
          <p className="mb-1 text-sm font-semibold text-muted-foreground">{t(GROUP_TITLES[group])}</p>
          <ul className="space-y-1">
            {areas.map((area) => (
              <li key={area.id}>
                <NavLink
                  to={paths.full.managementConsole(area.id)}
                  className={({ isActive }) =>
                    cn(
                      'block min-h-10 rounded px-3 py-2 text-primary underline-offset-4 hover:underline focus-visible:focus-ring',
                      isActive && 'bg-info-subtle font-semibold',
                    )
                  }
                >
                  {t(area.title)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * The management console frame (spec §1, §2, §6): the organisation being configured (with a switcher for members
 * of several and super users), the areas of the registry the organisation is offered, and the open area behind
 * its access gate. `areas` is the registry (app/routes/console-areas.ts).
 */
export function ConsoleHome({ areas }: { areas: readonly ConsoleArea[] }) {
  const viewer = useViewer();
  const organisation = useCurrentOrganisation();
  const access = useConsoleAccess(organisation?.wcmsId);
  const outlet = useOutlet();
  const { pathname } = useLocation();
  if (!canOpenConsole(organisation, viewer)) {
    return (
      <Alert severity="error">
        <AlertDescription>{t('error.noAccess')}</AlertDescription>
      </Alert>
    );
  }
  const offered = availableAreas(areas, access.data?.clinicalSystem ?? organisation?.clinicalSystem ?? 'unknown');
  const grouped = byGroup(offered);
  const segment = pathname.replace(/^\/full\/management-console\/?/, '').split('/')[0] ?? '';
  const current = offered.find((area) => area.id === segment);
  const level = access.data?.level;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-border pb-4">
        <div>
          <h1 className="text-2xl font-bold">{t('console.title')}</h1>
          {level && (
            <p className="text-muted-foreground">{t('console.yourAccess', { level: t(LEVEL_LABELS[level]) })}</p>
          )}
        </div>
        <OrganisationSwitch to={pathname} />
      </header>
      {segment === '' ? (
        <>
          <p className="max-w-prose">{t('console.levelsExplained')}</p>
          <AreaOverview grouped={grouped} />
        </>
      ) : (
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <AreaNav grouped={grouped} />
          <section aria-label={current ? t(current.title) : t('console.title')}>
            {current ? (
              <ConsoleAccessGate level={current.level}>{outlet}</ConsoleAccessGate>
            ) : areas.some((area) => area.id === segment) ? (
              // registered, but not for this organisation (spec §2 care navigation / appointment arrivals)
              <Alert severity="warning">
                <AlertDescription>{t('console.notOffered')}</AlertDescription>
              </Alert>
            ) : (
              outlet
            )}
          </section>
        </div>
      )}
    </div>
  );
}
