import { NavLink } from 'react-router';
import { t, type MessageKey } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { cn } from '@/shared/ui';

// spec §2 Patients menu: find patient, requests, outbound, video consultations, reset password, appointment
// reminders. Only entries whose screens exist are listed (a link must never lead to 'Page not found', as with the
// top bar's tabs).
const ITEMS: { to: string; label: MessageKey; end?: boolean }[] = [
  { to: paths.full.findPatient(), label: 'patients.menu.findPatient', end: true },
  { to: paths.full.messagesList(), label: 'patients.menu.requests' },
  { to: paths.full.outboundList(), label: 'patients.menu.outbound' },
  { to: paths.full.videoConsultations(), label: 'patients.menu.video' },
  { to: paths.full.patientResetPassword(), label: 'patients.menu.resetPassword' },
  { to: paths.full.appointmentReminders(), label: 'reminders.menu' },
  { to: paths.full.arrivedPatients(), label: 'arrivals.arrived.title' },
];

/** The Patients area's menu (beside every patients-area page). */
export function PatientsMenu() {
  return (
    <nav aria-label={t('patients.menu.label')}>
      <ul className="flex flex-row flex-wrap gap-1 md:flex-col">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-10 items-center rounded-md px-3 font-semibold no-underline hover:bg-muted focus-visible:focus-ring',
                  isActive ? 'bg-info-subtle text-primary' : 'text-foreground',
                )
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
