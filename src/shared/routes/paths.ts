/*
 * Path builders for every screen of spec §2. Build links with these instead of writing paths by hand, so a
 * route is spelt in one place. The router basename is empty (spec §7).
 */

const enc = encodeURIComponent;

function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: () => '/',

  // Full-page variant (with the top bar)
  full: {
    root: () => '/full',
    welcome: () => '/full/welcome',
    welcomeLogin: () => '/full/welcome/login',
    welcomeRegister: (token: string) => `/full/welcome/register/${enc(token)}`,
    welcomeResetPassword: (token: string) => `/full/welcome/reset-password/${enc(token)}`,
    welcomeLocked: () => '/full/welcome/locked',
    welcomeAutoSignIn: () => '/full/welcome/auto-sign-in',
    noOrganisation: () => '/full/no-organisation',
    /** The inbox; poolId 0 means all pools (spec §2). */
    messagesList: (query: { poolId?: number } = {}) => withQuery('/full/messages/list', query),
    /** The inbox split view on one pool and, optionally, one request (notifications use pool -3). */
    messagesListItem: (poolId: number, messageId?: number | string) =>
      messageId === undefined
        ? `/full/messages/list/${poolId}`
        : `/full/messages/list/${poolId}/${enc(String(messageId))}`,
    request: (id: number | string) => `/full/request/${enc(String(id))}/full`,
    messagesRequest: (id: number | string) => `/full/messages/request/${enc(String(id))}/full`,
    outboundList: () => '/full/outbound/list',
    findPatient: () => '/full/patients/find-patient',
    /** The organisation's video consultations, optionally one patient's (?nhs=). */
    videoConsultations: (query: { nhs?: string } = {}) => withQuery('/full/patients/video-consultations', query),
    patientResetPassword: () => '/full/patients/reset-password',
    appointmentReminders: () => '/full/patients/appointment-reminders',
    /** Today's arrived patients of the signed-in clinician (issue 17). */
    arrivedPatients: () => '/full/patients/arrived',
    covering: () => '/full/user-account/covering',
    /** The management console; `area` is a sub-path such as 'reports' or 'appointment-arrivals'. */
    managementConsole: (area?: string) => (area ? `/full/management-console/${area}` : '/full/management-console'),
    /** The unattached items queue: super users, and covers of the Unattached items group (spec §2, §4). */
    unattachedItems: () => '/full/unattached-items',
    /** Super users on the VPN: upload alerts for organisations' staff (spec §2, §6). */
    uploadAlerts: () => '/full/upload-alerts',
  },

  // Bare and pop-up screens
  login: () => '/login',
  forgottenPassword: () => '/forgotten-password',
  resetPassword: (token?: string) => withQuery('/reset-password', { token }),
  closeWindow: () => '/close-window',
  toolbar: () => '/toolbar',
  selectAccount: () => '/select-account',
  selectOrganisation: () => '/select-organisation',
  noOrganisation: () => '/no-organisation',
  locked: () => '/locked',
  alert: (subPath?: string) => (subPath ? `/alert/${subPath}` : '/alert'),
  /** e.g. currentPatient({ route: 'start-video', new: true }) → /current-patient?route=start-video&new=true */
  currentPatient: (query: Record<string, string | number | boolean | undefined> = {}) =>
    withQuery('/current-patient', query),
  findPatient: () => '/find-patient',
  selectPatient: () => '/select-patient',
  startVideo: () => '/start-video',
  setRoomName: () => '/set-room-name',
  callPatient: () => '/call-patient',
  videoChat: (query: Record<string, string | number | undefined> = {}) => withQuery('/video-chat', query),
  attachment: (type: string, id: number | string) => `/attachment/${enc(type)}/${enc(String(id))}`,
  patientAttachments: (id: number | string) => `/patient-attachments/${enc(String(id))}`,
  authorize: () => '/authorize',
  outboundList: () => '/outbound/list',
  createPatientRequest: () => '/messages/create/patient-request',
  /** Carebridge Consult: a patient's emailed password reset link (bare layout). */
  consultResetPassword: (token: string) => `/consult/reset-password/${enc(token)}`,
  personalTemplates: () => '/user-account/personal-templates',
  /** The practice's patient portal page (Carebridge Consult, no sign-in). */
  consultPortal: (wcmsId: number | string) => `/consult/portal/${enc(String(wcmsId))}`,
} as const;

/** True for /full and every path under it: such screens use the full-page variant (spec §2). */
export function isFullPath(pathname: string): boolean {
  return pathname === '/full' || pathname.startsWith('/full/');
}
