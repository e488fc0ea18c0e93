/** spec §2: minimise and close show on every page except these (and all /full pages). */
const NO_WINDOW_CONTROLS = [
  '/toolbar',
  '/full',
  '/attachment',
  '/video-chat',
  '/patient-attachments',
  '/authorize',
  '/alert',
];

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix + '/');
}

export function showWindowControls(pathname: string): boolean {
  return !NO_WINDOW_CONTROLS.some((prefix) => startsWithSegment(pathname, prefix));
}
