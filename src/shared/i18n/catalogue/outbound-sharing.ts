/** Outbound message preview, pathway and template editing, data sharing agreements (issue 16). */
export const outboundSharing = {
  'outbound.preview.heading': 'What patients will receive',
  'outbound.preview.to': 'To {name}',
  'outbound.preview.more': 'Each of the other {count} recipients gets their own first name.',
  'outboundEdit.edit': 'Edit {name}',
  'outboundEdit.editPathway': 'Change pathway {name}',
  'outboundEdit.editTemplate': 'Change template {name}',
  'outboundEdit.savePathway': 'Save pathway',
  'outboundEdit.saveTemplate': 'Save template',
  'outboundEdit.cancelEdit': 'Cancel',
  'outboundEdit.pathwaySaved': 'Pathway {name} saved',
  'outboundEdit.templateSaved': 'Template {name} saved',
} as const;
