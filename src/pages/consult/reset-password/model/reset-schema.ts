import * as z from 'zod/mini';
import { newPasswordFields, passwordsMatch } from '@/entities/viewer';

/** The staff password rules (spec §5: at least 12 characters, confirmation must match), checked again by the server. */
export const consultResetSchema = z.object(newPasswordFields).check(passwordsMatch);
export type ConsultResetInput = z.infer<typeof consultResetSchema>;
