import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  useFirstOpenFocus,
  type OpenedBy,
} from '@/shared/ui';
import { t } from '@/shared/i18n';
import { AREAS, TOP_BAR_TOOLTIP_DELAY_MS, type TopBarViewProps } from './top-bar-view';

/**
 * The top bar's tooltip, loaded on its trigger's first use (top-bar-view.tsx): it mounts open, and the trigger it
 * takes over keeps the keyboard focus it had.
 */
export function TopBarTooltip({
  content,
  children,
  focused,
}: {
  content: ReactNode;
  children: ReactElement;
  /** The trigger had the focus: the new one takes it. */
  focused: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focused) trigger.current?.focus();
    // once, as it mounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Tooltip delayDuration={TOP_BAR_TOOLTIP_DELAY_MS} defaultOpen>
      <TooltipTrigger asChild ref={trigger}>
        {children}
      </TooltipTrigger>
      <TooltipContent>{content}</TooltipContent>
    </Tooltip>
  );
}

/** The settings menu of spec §2, loaded on its first use. Items for small screens only are hidden from md up. */
export function SettingsMenu({
  trigger,
  openedBy,
  ...props
}: TopBarViewProps & { trigger: ReactNode; openedBy: OpenedBy | null }) {
  const firstOpenFocus = useFirstOpenFocus(openedBy);
  return (
    // not modal, like the notifications bell: no aria-hidden page behind it, no inline scroll-lock style
    <DropdownMenu modal={false} defaultOpen={openedBy !== null}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" {...firstOpenFocus}>
        {props.areasAllowed &&
          AREAS.map((area) => (
            <DropdownMenuItem key={area.to} asChild onSelect={props.onNavigateArea}>
              <Link to={area.to}>{t(area.menuLabel)}</Link>
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
