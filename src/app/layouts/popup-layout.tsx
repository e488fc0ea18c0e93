import { Outlet } from 'react-router';
import { DesktopIntegration } from './desktop-integration';
import { EnvironmentBadge } from './environment-badge';
import { MockDataBadge } from './mock-data-badge';
import { TransientNotifications } from './transient-notifications';
import { WindowControls } from './window-controls';

/** Pop-up windows opened by the desktop host or the full app (sizes in spec §2). */
export function PopupLayout() {
  return (
    <div className="min-h-dvh">
      <WindowControls />
      <main id="main" tabIndex={-1} className="w-full p-4 pt-14 focus:outline-none">
        <Outlet />
      </main>
      <TransientNotifications />
      <MockDataBadge />
      <EnvironmentBadge />
      <DesktopIntegration />
    </div>
  );
}
