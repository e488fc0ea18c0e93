import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '@/shared/auth';
import { paths, rememberReturnPath } from '@/shared/routes';
import { ClinicianVideoChat } from './clinician-video-chat';
import { GuestVideoChat } from './guest-video-chat';

/**
 * /video-chat (spec §2: not guarded, no window controls, no feedback widget). With a guest link's uid it is the
 * patient's guest route; with an appointment id it is the clinician's video window, which needs a sign-in.
 */
export function VideoChatPage() {
  const [query] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const uid = query.get('uid');
  if (uid) return <GuestVideoChat uid={uid} type={query.get('type') === 'appointment' ? 'appointment' : 'adhoc'} />;
  if (!session) {
    rememberReturnPath(location.pathname + location.search);
    return <Navigate to={paths.login()} replace />;
  }
  return <ClinicianVideoChat id={Number(query.get('id'))} />;
}
