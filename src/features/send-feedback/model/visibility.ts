/** spec §2: the feedback widget is hidden on toolbar, video-chat, authorize, patient-attachments, report, template and alert pages. */
const HIDDEN_SEGMENTS = new Set([
  'toolbar',
  'video-chat',
  'authorize',
  'patient-attachments',
  'report',
  'reports',
  'template',
  'templates',
  'organisation-templates',
  'alert',
]);

/** Whether the feedback widget shows on a path. */
export function showFeedbackWidget(pathname: string): boolean {
  return !pathname.split('/').some((segment) => HIDDEN_SEGMENTS.has(segment));
}
