import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { NavLink, Link, useLocation } from 'react-router';
import { Button, PageContainer, cn, firstUse, menuTriggerProps, useFirstUse, type OpenedBy } from '@/shared/ui';
import { Slot } from '@/shared/ui/slot';
import { t } from '@/shared/i18n';

// the settings menu and the tooltips (Radix's menu, tooltip and positioning) load on their first use, not with every
// page (ARCHITECTURE §8)
const popupsCode = firstUse(() => import('./top-bar-popups'));

/** spec §9: tooltips in the top bar open after 500 ms. */
export const TOP_BAR_TOOLTIP_DELAY_MS = 500;

export type VersionFacts = {
  client: string;
  /** null while loading; '—' when the call failed */
  megatron: string | null;
  product: string | null;
  clinical: string | null;
};

export type TopBarViewProps = {
  versions: VersionFacts;
  organisationName: string | null;
  viewerName: string;
  /** Role super is denied the requests, outbound and patients areas (spec §6). */
  areasAllowed: boolean;
  canOpenConsole: boolean;
  /** Super users and covers of the Unattached items group see the unattached items queue (spec §2, §4). */
  canSeeUnattached: boolean;
  toolbarAvailable: boolean;
  ssoSignOutAvailable: boolean;
  /** The notifications bell, when the notifications feature provides one. */
  notifications?: ReactNode;
  /** The organisation switcher (multi-organisation members and super users), from its feature. */
  organisationSwitch?: ReactNode;
  /** spec §6: the super-user toggle (only the configured super user account sees it). */
  superUserMode?: ReactNode;
  onBack: () => void;
  onForward: () => void;
  onNavigateArea: () => void;
  onOpenToolbar: () => void;
  onLogout: () => void;
  onSsoLogout: () => void;
};

// `within`: every page of the area marks its tab, its own link's page included (a request's page is in Requests, every
// patients menu page in Patients)
/** The staff areas: the top bar's tabs (label) and the settings menu's items (menuLabel), as spec §2 names them. */
export const AREAS = [
  {
    to: '/full/messages/list',
    label: 'shell.nav.requests',
    menuLabel: 'shell.menu.requests',
    within: ['/full/messages/', '/full/request/'],
  },
  {
    to: '/full/outbound/list',
    label: 'shell.nav.outbound',
    menuLabel: 'shell.menu.outbound',
    within: ['/full/outbound/'],
  },
  {
    to: '/full/patients/find-patient',
    label: 'shell.nav.patients',
    menuLabel: 'shell.menu.patients',
    within: ['/full/patients/'],
  },
] as const;

const navLinkClass = (active: boolean) =>
  cn(
    'inline-flex min-h-10 items-center border-b-4 px-3 font-semibold text-white no-underline hover:bg-white/10 focus-visible:focus-ring',
    active ? 'border-white' : 'border-transparent',
  );

function version(value: string | null): string {
  return value ?? t('common.loading');
}

/** The top bar of every full page (spec §2), as plain props so it can be shown in every state. */
export function TopBarView(props: TopBarViewProps) {
  const { versions } = props;
  const { pathname } = useLocation();
  return (
    <header className="bg-primary text-white">
      <PageContainer asChild>
        <nav aria-label={t('shell.nav.label')} className="flex min-h-14 flex-wrap items-center gap-2">
          <TopBarTooltip
            content={
              <dl className="grid grid-cols-[auto_auto] gap-x-3" data-testid="version-facts">
                <dt>{t('about.client')}</dt>
                <dd>{versions.client}</dd>
                <dt>{t('about.megatronApi')}</dt>
                <dd>{version(versions.megatron)}</dd>
                <dt>{t('about.productApi')}</dt>
                <dd>{version(versions.product)}</dd>
                <dt>{t('about.clinicalApi')}</dt>
                <dd>{version(versions.clinical)}</dd>
              </dl>
            }
          >
            <Link
              to="/full/messages/list"
              onClick={props.onNavigateArea}
              className="me-2 inline-flex min-h-10 items-center rounded px-2 text-xl font-bold text-white no-underline focus-visible:focus-ring"
            >
              {t('app.name')}
            </Link>
          </TopBarTooltip>

          <div className="flex gap-1">
            <Button variant="onPrimary" size="sm" onClick={props.onBack} aria-label={t('shell.nav.back')}>
              ‹
            </Button>
            <Button variant="onPrimary" size="sm" onClick={props.onForward} aria-label={t('shell.nav.forward')}>
              ›
            </Button>
          </div>

          {props.areasAllowed && (
            <ul className="flex flex-wrap gap-1">
              {AREAS.map((area) => (
                <li key={area.to}>
                  <NavLink
                    to={area.to}
                    className={navLinkClass(area.within.some((prefix) => pathname.startsWith(prefix)))}
                    onClick={props.onNavigateArea}
                  >
                    {t(area.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}

          <div className="ms-auto flex flex-wrap items-center justify-end gap-1">
            {props.superUserMode}
            {props.organisationSwitch}
            {props.notifications}
            {props.toolbarAvailable && (
              <Button variant="onPrimary" size="sm" className="hidden md:inline-flex" onClick={props.onOpenToolbar}>
                {t('shell.openToolbar')}
              </Button>
            )}
            <TopBarTooltip
              content={t('topBar.signedInAs', {
                organisation: props.organisationName ?? '—',
                name: props.viewerName,
              })}
            >
              <Link
                to="/full/user-account/covering"
                // spec §2 calls it the Account button; the name it shows stays in its accessible name (WCAG 2.5.3)
                aria-label={t('shell.account', { name: props.viewerName })}
                className="hidden min-h-10 items-center rounded px-3 text-white no-underline hover:bg-white/10 focus-visible:focus-ring md:inline-flex"
              >
                {props.viewerName}
              </Link>
            </TopBarTooltip>
            <SettingsMenu {...props} />
            <Button variant="onPrimary" size="sm" onClick={props.onLogout}>
              {t('shell.logout')}
            </Button>
          </div>
        </nav>
      </PageContainer>
    </header>
  );
}

/**
 * A tooltip of the top bar (spec §9: opens after 500 ms, or at once on keyboard focus). Its trigger renders alone
 * until the tooltip is first wanted; then the tooltip's code loads and takes the trigger over, open.
 */
function TopBarTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const [popups, loadPopups] = useFirstUse(popupsCode);
  const [wanted, setWanted] = useState<'hover' | 'focus' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (popups && wanted) {
    return (
      <popups.TopBarTooltip content={content} focused={wanted === 'focus'}>
        {children}
      </popups.TopBarTooltip>
    );
  }
  return (
    <Slot
      onPointerEnter={(event) => {
        // as Radix's tooltip: a touch opens none (the tap follows the link)
        if (event.pointerType === 'touch') return;
        loadPopups();
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setWanted((now) => now ?? 'hover'), TOP_BAR_TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={() => {
        clearTimeout(timer.current);
        setWanted((now) => (now === 'hover' ? null : now));
      }}
      onFocus={() => {
        loadPopups();
        setWanted('focus');
      }}
      onBlur={() => setWanted((now) => (now === 'focus' ? null : now))}
    >
      {children}
    </Slot>
  );
}

/** The settings menu's button; the menu (spec §2) loads on its first use. */
function SettingsMenu(props: TopBarViewProps) {
  const [popups, loadPopups] = useFirstUse(popupsCode);
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const label = t('shell.menu.label');
  if (popups) {
    return (
      <popups.SettingsMenu
        {...props}
        openedBy={openedBy}
        trigger={
          <Button variant="onPrimary" size="sm">
            {label}
          </Button>
        }
      />
    );
  }
  return (
    <Button
      variant="onPrimary"
      size="sm"
      {...menuTriggerProps((by) => {
        setOpenedBy(by);
        loadPopups();
      })}
    >
      {label}
    </Button>
  );
}
