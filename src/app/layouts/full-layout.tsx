import { Outlet } from 'react-router';
import { TopBar } from '@/widgets/top-bar';
import { StaffAlertBanner } from '@/widgets/staff-alert-banner';
import { SuperUserBanner } from '@/widgets/super-user-banner';
import { FeedbackWidget } from '@/features/send-feedback';
import { AlertScrollIntoViewContext } from '@/shared/ui';
import { DesktopIntegration } from './desktop-integration';
import { EnvironmentBadge } from './environment-badge';
import { MockDataBadge } from './mock-data-badge';
import { SkipLink } from './skip-link';
import { TransientNotifications } from './transient-notifications';

/** Full pages (/full/*): the top bar, the page, and the overlays of spec §2. Error alerts scroll into view. */
export function FullLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar />
      <SuperUserBanner />
      <StaffAlertBanner />
      <AlertScrollIntoViewContext.Provider value={true}>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-screen-2xl flex-1 p-4 focus:outline-none">
          <Outlet />
        </main>
      </AlertScrollIntoViewContext.Provider>
      <div className="mx-auto w-full max-w-screen-2xl px-4 pb-4 empty:hidden">
        <FeedbackWidget />
      </div>
      <TransientNotifications />
      <MockDataBadge />
      <EnvironmentBadge />
      <DesktopIntegration />
    </div>
  );
}
