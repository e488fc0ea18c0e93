/** The shared data table and the settings forms' save bar (shared/ui), used by the console's panels. */
export const tablesForms = {
  'table.filter': 'Filter',
  'table.count': 'Showing {shown} of {total}',
  'table.empty': 'Nothing matches.',
  'table.pages': '{caption} pages',
  'table.previous': 'Previous page',
  'table.next': 'Next page',
  'table.page': 'Page {page} of {pages}',
  'saveBar.save': 'Save',
  'saveBar.saving': 'Saving…',
  'saveBar.discard': 'Discard changes',
  'saveBar.unsaved': 'You have unsaved changes.',
  'saveBar.leaveTitle': 'Leave without saving?',
  'saveBar.leaveBody': 'You have unsaved changes on this page. If you leave now they will be lost.',
  'saveBar.stay': 'Stay on this page',
  'saveBar.leave': 'Leave and lose changes',
} as const;
