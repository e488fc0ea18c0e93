import { Outlet } from 'react-router';
import { EnvironmentBadge } from './environment-badge';
import { TransientNotifications } from './transient-notifications';
import { WindowControls } from './window-controls';

/** Bare screens (sign-in, organisation selection, …): a centred column, window controls and the badge. */
export function BareLayout() {
  return (
    <div className="min-h-dvh bg-muted">
      <WindowControls />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-12 focus:outline-none"
      >
        <Outlet />
      </main>
      <TransientNotifications />
      <EnvironmentBadge />
    </div>
  );
}
