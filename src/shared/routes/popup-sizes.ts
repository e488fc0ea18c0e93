/** A pop-up window size in CSS pixels (spec §2 gives height x width). */
export type PopupSize = { height: number; width: number };

/** spec §2: pop-up window sizes, passed to the desktop host or window.open. */
export const POPUP_SIZES = {
  video: { height: 510, width: 500 },
  outboundList: { height: 700, width: 750 },
  patientRequest: { height: 700, width: 750 },
  callPatient: { height: 400, width: 600 },
  login: { height: 510, width: 500 },
  selectOrganisation: { height: 510, width: 500 },
  noOrganisation: { height: 510, width: 500 },
} as const satisfies Record<string, PopupSize>;

export type PopupWindow = keyof typeof POPUP_SIZES;
