import { z } from 'zod';
import { t } from '@/shared/i18n';

/** The default attach staff choice: one member of the clinical system's staff, by their clinical staff id. */
export const defaultAttachStaffSchema = z.object({
  staffId: z.string().min(1, { error: () => t('console.attachStaff.required') }),
});
export type DefaultAttachStaffForm = z.infer<typeof defaultAttachStaffSchema>;
