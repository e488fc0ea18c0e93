/** Outbound message preview, pathway and template editing, data sharing agreements (issue 16). */
export const outboundSharing = {
  'outbound.preview.heading': 'What patients will receive',
  'outbound.preview.to': 'To {name}',
  'outbound.preview.more': 'Each of the other {count} recipients gets their own first name.',
} as const;
