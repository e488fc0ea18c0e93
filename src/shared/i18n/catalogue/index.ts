import { common } from './common';
import { ui } from './ui';
import { auth } from './auth';
import { shell } from './shell';
import { consoleStrings } from './console';
import { myAccount } from './my-account';
import { requests } from './requests';
import { notifications } from './notifications';
import { outbound } from './outbound';
import { consultReply } from './consult-reply';

/**
 * The en-GB catalogue. Each area keeps its strings in its own file so that slices built in parallel never edit
 * the same file; keys are namespaced by area and must not collide (checked in translate.test.ts).
 */
export const catalogueParts = {
  common,
  ui,
  auth,
  shell,
  console: consoleStrings,
  myAccount,
  requests,
  notifications,
  outbound,
  consultReply,
} as const;

export const enGB = {
  ...common,
  ...ui,
  ...auth,
  ...shell,
  ...consoleStrings,
  ...myAccount,
  ...requests,
  ...notifications,
  ...outbound,
  ...consultReply,
} as const;

export type MessageKey = keyof typeof enGB;
