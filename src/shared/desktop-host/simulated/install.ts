/*
 * The simulated desktop host (ARCHITECTURE §5): implements the host contract of ../contract.ts against the
 * reference server's test-variant clinical system (its patients, staff, appointments and attached records), so
 * the desktop integration runs and is tested on one machine. Development and tests only: Playwright injects
 * installSimulatedHost as an init script (tests/e2e/support/desktop-host.ts), `npm run dev` loads it from a
 * development-only entry (./dev.ts); the production build never contains it.
 *
 * installSimulatedHost must stay self-contained (no imports, no outside references): Playwright serialises the
 * function's source into the page.
 */

export type SimulatedHostOptions = {
  clinicalSystem: 'emisweb' | 'systmone' | 'vision' | 'vision_rest';
  /** 8 to 20 (spec §9): calls newer than the version are absent, as on a real host. */
  hostVersion: number;
  /** The desktop client's version (spec §9: 10 and above shows the connection badge). */
  clientVersion: number;
  /** The connection status the host starts with (default Connected). */
  connectionStatus?: string;
  /**
   * This computer's name as a clinical agent (spec §3 Agent). When set, the host checks in with the server for the
   * signed-in organisation and connects only while a practice manager has approved it (Console → Clinical
   * integration → Agents): unapproved or deleted, it reports Disabled and refuses clinical calls with the server's
   * 'Clinical agent connect failure' text. Unset, the host does not act as a managed agent.
   */
  agentHostname?: string;
};

/** What tests (and a developer's console) use to drive the simulated host: window.__simulatedHost. */
export type SimulatedHostController = {
  options: SimulatedHostOptions;
  setConnectionStatus(status: string): void;
  /** Selects a patient (clinical patient id) in the simulated clinical system, or none. */
  selectPatient(patientId: string | null): void;
  state(): SimulatedHostState;
};

export type SimulatedHostState = {
  connectionStatus: string;
  selectedPatientId: string | null;
  toolbarMessages: string[];
  notifications: { title: string; body: string }[];
  minimised: number;
  toolbarWidth: number | null;
  patientIdDialect: string | null;
  openedWindows: { url: string; height: number; width: number }[];
};

export function installSimulatedHost(options: SimulatedHostOptions): void {
  // a pop-up starts as about:blank, where storage is refused: the host is installed when it reaches the app
  if (window.location.protocol === 'about:') return;
  const STATE_KEY = 'carebridge.simulatedHost';
  const EVENT = 'vixie:connectionstatuschange';
  const API_IDS: Record<string, number> = { emisweb: 24, systmone: 42, vision: 10, vision_rest: 12 };
  const NO_PATIENT: Record<string, string> = {
    emisweb: 'API Error - No patient selected in EMIS Web',
    vision: 'API Error - No active patient or Vision not running',
    vision_rest: 'API Error - No active patient or Vision not running',
    systmone: 'API Error - No active patient or not logged on',
  };
  const version = options.hostVersion;

  const initial: SimulatedHostState = {
    connectionStatus: options.connectionStatus ?? 'Connected',
    selectedPatientId: null,
    toolbarMessages: [],
    notifications: [],
    minimised: 0,
    toolbarWidth: null,
    patientIdDialect: null,
    openedWindows: [],
  };
  const readState = (): SimulatedHostState => {
    try {
      const raw = window.localStorage.getItem(STATE_KEY);
      return raw ? { ...initial, ...(JSON.parse(raw) as Partial<SimulatedHostState>) } : initial;
    } catch {
      return initial;
    }
  };
  const writeState = (change: Partial<SimulatedHostState>) => {
    const next = { ...readState(), ...change };
    window.localStorage.setItem(STATE_KEY, JSON.stringify(next));
    return next;
  };
  // a fresh session (a new tab that no window opened) starts from the options; its pop-ups share its state
  if (!window.sessionStorage.getItem(STATE_KEY) && !window.opener) {
    window.sessionStorage.setItem(STATE_KEY, '1');
    window.localStorage.setItem(STATE_KEY, JSON.stringify(initial));
  }

  const readJson = (key: string): Record<string, unknown> | null => {
    try {
      const raw = window.localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const wcmsId = (): string => {
    const organisation = readJson('organisation');
    if (!organisation?.wcmsId) throw new Error('Exception: Not logged on to the clinical system');
    return String(organisation.wcmsId);
  };

  // The app's own session: refreshed with the app's cross-tab protocol (isRefreshing flag) when it expires.
  async function refresh(): Promise<void> {
    if (window.localStorage.getItem('isRefreshing') === 'true') {
      for (let i = 0; i < 300 && window.localStorage.getItem('isRefreshing') === 'true'; i++) await sleep(100);
      return;
    }
    const session = readJson('session_data');
    if (!session?.refresh_token) return;
    window.localStorage.setItem('isRefreshing', 'true');
    try {
      const response = await fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token, user_id: session.user_id }),
        cache: 'no-store',
      });
      if (!response.ok) return;
      const body = (await response.json()) as Record<string, unknown>;
      window.localStorage.setItem(
        'session_data',
        JSON.stringify({
          ...session,
          bearer_token: body.bearer_token ?? body.bearerToken,
          refresh_token: body.refresh_token ?? body.refreshToken,
        }),
      );
    } finally {
      window.localStorage.removeItem('isRefreshing');
    }
  }

  async function gql<T>(api: 'main' | 'clinical', query: string, variables: Record<string, unknown>): Promise<T> {
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'Anonymous';
    const path = api === 'clinical' ? '/api/clinical/graphql' : '/api/graphql';
    for (let attempt = 0; ; attempt++) {
      const token = readJson('session_data')?.bearer_token;
      const response = await fetch(`${path}?operationName=${operationName}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(typeof token === 'string' ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables, operationName }),
        cache: 'no-store',
      });
      const body = (await response.json().catch(() => null)) as {
        data?: T;
        errors?: { message: string; extensions?: { code?: string } }[];
      } | null;
      const unauthenticated =
        response.status === 401 ||
        Boolean(
          body?.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.message === 'Unauthenticated.'),
        );
      if (unauthenticated && attempt === 0) {
        await refresh();
        continue;
      }
      if (body?.errors?.length) throw new Error(`System.Exception: ${body.errors[0]!.message}`);
      if (!body?.data) throw new Error(`System.Exception: The clinical system did not answer (${response.status})`);
      return body.data;
    }
  }

  // spec §3 Agent: a managed agent connects only while approved for the signed-in organisation
  let agent: { approved: boolean; error: string | null } | null = null;
  async function checkInAgent(): Promise<{ approved: boolean; error: string | null } | null> {
    if (!options.agentHostname) return null;
    const organisation = readJson('organisation');
    if (!organisation?.wcmsId || !readJson('session_data')?.bearer_token) return null;
    try {
      const data = await gql<{ reportClinicalAgent: { approved: boolean; error: string | null } }>(
        'main',
        'mutation ReportClinicalAgent($wcmsId: ID!, $hostname: String!) { reportClinicalAgent(wcmsId: $wcmsId, hostname: $hostname) { approved error } }',
        { wcmsId: String(organisation.wcmsId), hostname: options.agentHostname },
      );
      agent = data.reportClinicalAgent;
    } catch {
      // the server out of reach: keep the last answer
    }
    return agent;
  }
  // the connection status the page was last told (GetClinicalConnectionStatus or the change event)
  let lastAnnounced: string | null = null;
  const agentRefused = () => options.agentHostname !== undefined && agent?.approved !== true;
  const reportedStatus = () => (agentRefused() ? 'Disabled' : readState().connectionStatus);

  const requireConnected = async () => {
    if (options.agentHostname) {
      await checkInAgent();
      if (agentRefused()) {
        throw new Error(
          `Carebridge.Host.ClinicalException: Call refused ---> System.Exception: ${agent?.error ?? 'Clinical agent connect failure'}`,
        );
      }
    }
    const status = readState().connectionStatus;
    if (status !== 'Connected' && status !== 'PatientSelected') {
      throw new Error(
        `Carebridge.Host.ClinicalException: Call refused ---> System.Exception: ${NO_PATIENT[options.clinicalSystem] ?? 'Not connected'}`,
      );
    }
  };

  const PATIENT_FIELDS =
    'id forename surname title nhsNumber dateOfBirth sex primaryEmail mobilePhone homeAddress { address1 address2 address3 address4 address5 postcode }';
  type ApiPatient = {
    id: string;
    forename: string;
    surname: string;
    nhsNumber: string | null;
    dateOfBirth: string | null;
    sex: string | null;
    primaryEmail: string | null;
    mobilePhone: string | null;
    homeAddress: Record<string, string | null> | null;
  };
  const toDesktopPatient = (p: ApiPatient | null) =>
    p && {
      ID: p.id,
      Forename: p.forename,
      Surname: p.surname,
      NHS: p.nhsNumber,
      DOB: p.dateOfBirth,
      Sex: p.sex,
      MobileTelephone: { Number: p.mobilePhone },
      PrimaryEmail: { Address: p.primaryEmail },
      HomeAddress: p.homeAddress
        ? {
            Lines: ['address1', 'address2', 'address3', 'address4', 'address5']
              .map((k) => p.homeAddress![k])
              .filter((line): line is string => Boolean(line)),
          }
        : null,
      PostCode: p.homeAddress?.postcode ?? null,
    };
  const APPOINTMENT_FIELDS = `id startTime duration type session sessionHolders status arrivalTime consultingStaffId consultingStaff
    isTelephoneAppointment isVideoAppointment preventSelfCheckIn patient { ${PATIENT_FIELDS} }`;
  type ApiAppointment = Record<string, unknown> & { patient: ApiPatient | null };
  const toHostAppointment = (a: ApiAppointment) => ({ ...a, patient: toDesktopPatient(a.patient) });

  async function fetchPatient(id: string) {
    const data = await gql<{ getPatient: ApiPatient | null }>(
      'main',
      `query GetPatient($wcmsId: ID!, $id: ID!) { getPatient(wcmsId: $wcmsId, id: $id) { ${PATIENT_FIELDS} } }`,
      { wcmsId: wcmsId(), id },
    );
    return toDesktopPatient(data.getPatient);
  }

  type AttachRequest = {
    nhsNumber: string;
    title: string;
    heading?: string | null;
    staffId?: string | null;
    detail?: string | null;
    dateAttached?: string | null;
    type?: string | null;
    attachments?: { name: string; content: string; primary?: boolean }[];
    codes?: Record<string, unknown>[];
    urls?: { url: string; comments?: string | null }[];
    clinicalPatientId?: string | null;
  };
  async function attach(request: AttachRequest) {
    await requireConnected();
    const links = (request.urls ?? []).map((u) => (u.comments ? `${u.comments}: ${u.url}` : u.url));
    const data = await gql<{
      attach: { success: boolean; recordId: string | null; clinicalPatientId: string | null; error: string | null };
    }>(
      'clinical',
      `mutation Attach($wcmsId: ID!, $attachInput: AttachInput!) {
        attach(wcmsId: $wcmsId, attachInput: $attachInput) { success recordId clinicalPatientId staffId error }
      }`,
      {
        wcmsId: wcmsId(),
        attachInput: {
          nhsNumber: request.nhsNumber,
          title: request.title,
          heading: request.heading ?? null,
          staffId: request.staffId ?? null,
          detail: [request.detail ?? '', ...links].filter(Boolean).join('\n') || null,
          dateAttached: request.dateAttached ?? null,
          type: request.type ?? null,
          attachments: request.attachments ?? [],
          codes: request.codes ?? [],
          clinicalPatientId: request.clinicalPatientId ?? null,
        },
      },
    );
    if (!data.attach.success) throw new Error(data.attach.error ?? 'Attach failed');
    return { recordId: data.attach.recordId!, clinicalPatientId: data.attach.clinicalPatientId };
  }

  const opened = (url: string, height: number, width: number, name = '_blank') => {
    writeState({ openedWindows: [...readState().openedWindows, { url, height, width }] });
    window.open(url, name, `popup,height=${height},width=${width}`);
  };

  const host: Record<string, unknown> = {
    Version: () => Promise.resolve(version),
    browserInfo: () =>
      Promise.resolve({
        browserType: window.name === 'carebridge-toolbar' ? 'toolbar' : window.opener ? 'popup' : 'desktop',
        clientVersion: options.clientVersion,
        apiId: API_IDS[options.clinicalSystem] ?? 90,
        clinicalSystem: options.clinicalSystem,
      }),
    GetClinicalConnectionStatus: async () => {
      await checkInAgent();
      lastAnnounced = reportedStatus();
      return lastAnnounced;
    },
    IsClinicalConnected: async () => {
      await checkInAgent();
      return ['Connected', 'PatientSelected'].includes(reportedStatus());
    },
    SearchForPatient: async (parameters: Record<string, string>) => {
      await requireConnected();
      const data = await gql<{ searchPatient: ApiPatient[] }>(
        'main',
        `query SearchPatient($wcmsId: ID!, $searchParameters: PatientSearchInput!) {
          searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) { ${PATIENT_FIELDS} }
        }`,
        { wcmsId: wcmsId(), searchParameters: parameters },
      );
      return data.searchPatient.map(toDesktopPatient);
    },
    FetchPatientByID: async (id: string) => {
      await requireConnected();
      return fetchPatient(id);
    },
    currentPatient: async () => {
      await requireConnected();
      const id = readState().selectedPatientId;
      if (!id) throw new Error(`System.Exception: ${NO_PATIENT[options.clinicalSystem] ?? 'No active patient'}`);
      return fetchPatient(id);
    },
    GetCurrentPatientId: () => Promise.resolve(readState().selectedPatientId),
    currentStaff: async () => {
      await requireConnected();
      const data = await gql<{ clinicalStaffMember: unknown }>(
        'clinical',
        `query ClinicalStaffMember($wcmsId: ID!) {
          clinicalStaffMember(wcmsId: $wcmsId) { forename surname clinicalStaffId clinicalStaffGuid appointmentStaffId canAttach }
        }`,
        { wcmsId: wcmsId() },
      );
      return data.clinicalStaffMember;
    },
    StaffList: async () => {
      await requireConnected();
      const data = await gql<{ getStaff: unknown[] }>(
        'main',
        `query GetStaff($wcmsId: ID!) { getStaff(wcmsId: $wcmsId) { id appointmentStaffId mnemonic title forename surname sex active consult } }`,
        { wcmsId: wcmsId() },
      );
      return data.getStaff;
    },
    AppointmentSlotTypes: async () => {
      await requireConnected();
      const data = await gql<{ getAppointmentSlotTypes: unknown[] }>(
        'main',
        'query GetAppointmentSlotTypes($wcmsId: ID!) { getAppointmentSlotTypes(wcmsId: $wcmsId) { id name } }',
        { wcmsId: wcmsId() },
      );
      return data.getAppointmentSlotTypes;
    },
    AppointmentOwners: async () => {
      await requireConnected();
      const data = await gql<{ getAppointmentOwners: unknown[] }>(
        'main',
        'query GetAppointmentOwners($wcmsId: ID!) { getAppointmentOwners(wcmsId: $wcmsId) { id name } }',
        { wcmsId: wcmsId() },
      );
      return data.getAppointmentOwners;
    },
    GetAvailableAppointments: async (query: Record<string, unknown>) => {
      await requireConnected();
      const data = await gql<{ getAvailableAppointments: ApiAppointment[] }>(
        'main',
        `query GetAvailableAppointments($wcmsId: ID!, $startTime: DateTime!, $endTime: DateTime!, $staffIds: [ID!], $slotTypeIds: [ID!], $includePast: Boolean) {
          getAvailableAppointments(wcmsId: $wcmsId, startTime: $startTime, endTime: $endTime, staffIds: $staffIds, slotTypeIds: $slotTypeIds, includePast: $includePast) { ${APPOINTMENT_FIELDS} }
        }`,
        { wcmsId: wcmsId(), ...query },
      );
      return data.getAvailableAppointments.map(toHostAppointment);
    },
    BookAppointment: async (request: Record<string, unknown>) => {
      await requireConnected();
      const data = await gql<{ bookAppointment: ApiAppointment }>(
        'main',
        `mutation BookAppointment($wcmsId: ID!, $appointmentId: ID!, $nhsNumber: String!, $duration: Int, $type: String) {
          bookAppointment(wcmsId: $wcmsId, appointmentId: $appointmentId, nhsNumber: $nhsNumber, duration: $duration, type: $type) { ${APPOINTMENT_FIELDS} }
        }`,
        { wcmsId: wcmsId(), ...request },
      );
      return toHostAppointment(data.bookAppointment);
    },
    GetStaffArrivedAppointments: async (query: Record<string, unknown>) => {
      await requireConnected();
      const data = await gql<{ getStaffAppointments: ApiAppointment[] }>(
        'main',
        `query GetStaffAppointments($wcmsId: ID!, $startTime: DateTime!, $endTime: DateTime!, $staffId: ID!) {
          getStaffAppointments(wcmsId: $wcmsId, startTime: $startTime, endTime: $endTime, staffId: $staffId) { ${APPOINTMENT_FIELDS} }
        }`,
        { wcmsId: wcmsId(), ...query },
      );
      return data.getStaffAppointments
        .filter((a) => a.status === 'Arrived' || a.status === 'Waiting')
        .map(toHostAppointment);
    },
    Attach: attach,
    AttachWithCodes: attach,
    PatientAttachmentList: async (patientId: string, from: string) => {
      await requireConnected();
      const data = await gql<{ patientRecords: Record<string, unknown>[] }>(
        'clinical',
        `query PatientRecords($wcmsId: ID!, $clinicalPatientId: String!, $from: String) {
          patientRecords(wcmsId: $wcmsId, clinicalPatientId: $clinicalPatientId, from: $from) {
            id title heading detail dateAttached codes { scheme value term dataValue uom } attachments { id name primary size }
          }
        }`,
        { wcmsId: wcmsId(), clinicalPatientId: patientId, from },
      );
      return data.patientRecords.map(({ attachments, ...record }) => ({ ...record, files: attachments }));
    },
    FetchPatientAttachment: async (id: string) => {
      await requireConnected();
      const data = await gql<{ patientRecordAttachment: unknown }>(
        'clinical',
        `query PatientRecordAttachment($wcmsId: ID!, $id: ID!) { patientRecordAttachment(wcmsId: $wcmsId, id: $id) { id name content } }`,
        { wcmsId: wcmsId(), id },
      );
      return data.patientRecordAttachment;
    },
    SpawnNotification: (title: string, body: string) => {
      writeState({ notifications: [...readState().notifications, { title, body }] });
      return Promise.resolve();
    },
    RevealPatient: (patientId: string) => {
      writeState({ selectedPatientId: patientId });
      return Promise.resolve();
    },
    UnpinAll: () => {
      writeState({ selectedPatientId: null });
      return Promise.resolve();
    },
    SetPatientIdDialect: (dialect: string) => {
      writeState({ patientIdDialect: dialect });
      return Promise.resolve();
    },
    OpenWindow: (url: string, height: number, width: number) => {
      opened(url, height, width);
      return Promise.resolve();
    },
    CloseWindow: () => {
      window.close();
      return Promise.resolve();
    },
    OpenToolbar: () => {
      opened('/toolbar', 800, readState().toolbarWidth ?? 245, 'carebridge-toolbar');
      return Promise.resolve();
    },
    OpenDesktop: () => {
      opened('/full/messages/list', 800, 1200, 'carebridge-desktop');
      return Promise.resolve();
    },
    SetToolbarWidth: (width: number) => {
      writeState({ toolbarWidth: width });
      return Promise.resolve();
    },
    ToolbarMessage: (message: string) => {
      writeState({ toolbarMessages: [...readState().toolbarMessages, message] });
      return Promise.resolve();
    },
    IsDesktopOpen: () => Promise.resolve(false),
  };
  // spec §9 thresholds: a host only has the calls of its version
  if (version >= 13) host.AttachMultiple = attach;
  if (version >= 14) host.AttachWithUrls = attach;
  if (version >= 19) host.AttachToClinical = attach;
  if (version >= 20) {
    host.MinimiseWindow = () => {
      writeState({ minimised: readState().minimised + 1 });
      return Promise.resolve();
    };
  }
  (window as unknown as { vixie: unknown }).vixie = host;

  const controller: SimulatedHostController = {
    options,
    setConnectionStatus(status) {
      writeState({ connectionStatus: status });
      window.dispatchEvent(new CustomEvent(EVENT, { detail: reportedStatus() }));
    },
    selectPatient(patientId) {
      writeState({ selectedPatientId: patientId });
    },
    state: readState,
  };
  (window as unknown as { __simulatedHost: SimulatedHostController }).__simulatedHost = controller;
  // a managed agent checks in every 2 s (approval or deletion takes effect within that time), raising the connection event when approval comes or goes
  if (options.agentHostname) {
    // compared with what the page was last told, by this event or by its own GetClinicalConnectionStatus call (the
    // page's first call checks in before this timer does: comparing with the status at install missed a change)
    setInterval(() => {
      void checkInAgent().then(() => {
        const now = reportedStatus();
        if (now !== lastAnnounced) window.dispatchEvent(new CustomEvent(EVENT, { detail: now }));
        lastAnnounced = now;
      });
    }, 2_000);
  }
  // other windows of the session follow connection changes made in one of them
  window.addEventListener('storage', (event) => {
    if (event.key !== STATE_KEY || !event.newValue || !event.oldValue) return;
    const before = (JSON.parse(event.oldValue) as SimulatedHostState).connectionStatus;
    const after = (JSON.parse(event.newValue) as SimulatedHostState).connectionStatus;
    if (before !== after && !agentRefused()) window.dispatchEvent(new CustomEvent(EVENT, { detail: after }));
  });
}
