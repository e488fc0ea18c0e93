import { Outlet } from 'react-router';
import { TopBar } from '@/widgets/top-bar';
import { StaffAlertBanner } from '@/widgets/staff-alert-banner';
import { SuperUserBanner } from '@/widgets/super-user-banner';
import { FeedbackWidget } from '@/features/send-feedback';
import { AlertScrollIntoViewContext, PageContainer } from '@/shared/ui';
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
        {/* the one page frame (PageContainer): every area's content starts at the same gutter, same max width */}
        <PageContainer asChild>
          <main id="main" tabIndex={-1} className="flex-1 py-4 focus:outline-none">
            <Outlet />
          </main>
        </PageContainer>
      </AlertScrollIntoViewContext.Provider>
      <PageContainer className="pb-4 empty:hidden">
        <FeedbackWidget />
      </PageContainer>
      <TransientNotifications />
      <MockDataBadge />
      <EnvironmentBadge />
      <DesktopIntegration />
    </div>
  );
}
