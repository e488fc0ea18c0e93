import type { ReactNode } from 'react';
import { NavLink, Link, useLocation } from 'react-router';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  PageContainer,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  cn,
} from '@/shared/ui';
import { t } from '@/shared/i18n';

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
const AREAS = [
  { to: '/full/messages/list', label: 'shell.nav.requests', within: ['/full/messages/', '/full/request/'] },
  { to: '/full/outbound/list', label: 'shell.nav.outbound', within: ['/full/outbound/'] },
  { to: '/full/patients/find-patient', label: 'shell.nav.patients', within: ['/full/patients/'] },
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
          <Tooltip delayDuration={TOP_BAR_TOOLTIP_DELAY_MS}>
            <TooltipTrigger asChild>
              <Link
                to="/full/messages/list"
                onClick={props.onNavigateArea}
                className="me-2 inline-flex min-h-10 items-center rounded px-2 text-xl font-bold text-white no-underline focus-visible:focus-ring"
              >
                {t('app.name')}
              </Link>
            </TooltipTrigger>
            <TooltipContent>
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
            </TooltipContent>
          </Tooltip>

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
            <Tooltip delayDuration={TOP_BAR_TOOLTIP_DELAY_MS}>
              <TooltipTrigger asChild>
                <Link
                  to="/full/user-account/covering"
                  className="hidden min-h-10 items-center rounded px-3 text-white no-underline hover:bg-white/10 focus-visible:focus-ring md:inline-flex"
                >
                  {props.viewerName}
                </Link>
              </TooltipTrigger>
              <TooltipContent>
                {t('topBar.signedInAs', { organisation: props.organisationName ?? '—', name: props.viewerName })}
              </TooltipContent>
            </Tooltip>
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

/** The settings menu of spec §2. Items for small screens only are hidden from md up. */
function SettingsMenu(props: TopBarViewProps) {
  return (
    // not modal, like the notifications bell: no aria-hidden page behind it, no inline scroll-lock style
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="onPrimary" size="sm">
          {t('shell.menu.label')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {props.areasAllowed &&
          AREAS.map((area) => (
            <DropdownMenuItem key={area.to} asChild onSelect={props.onNavigateArea}>
              <Link to={area.to}>{t(area.label)}</Link>
            </DropdownMenuItem>
          ))}
        <DropdownMenuItem asChild className="md:hidden">
          <Link to="/full/user-account/covering">{t('shell.menu.account')}</Link>
        </DropdownMenuItem>
        {props.canOpenConsole && (
          <DropdownMenuItem asChild>
            <Link to="/full/management-console">{t('shell.menu.console')}</Link>
          </DropdownMenuItem>
        )}
        {props.canSeeUnattached && (
          <DropdownMenuItem asChild>
            <Link to="/full/unattached-items">{t('shell.menu.unattached')}</Link>
          </DropdownMenuItem>
        )}
        {props.toolbarAvailable && (
          <DropdownMenuItem className="md:hidden" onSelect={props.onOpenToolbar}>
            {t('shell.openToolbar')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        {props.ssoSignOutAvailable && (
          <DropdownMenuItem onSelect={props.onSsoLogout}>{t('shell.menu.ssoLogout')}</DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={props.onLogout}>{t('shell.logout')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
