import * as z from 'zod/mini';
import { newPasswordFields, passwordsMatch } from '@/entities/viewer';

export const resetSchema = z.object(newPasswordFields).check(passwordsMatch);
export type ResetInput = z.infer<typeof resetSchema>;
