import { z } from 'zod';

/** What one staff member covers: groups and colleagues (spec §6 Covering). */
export const coveringSchema = z.object({
  groupIds: z.array(z.string()),
  colleagueIds: z.array(z.string()),
});

export type CoveringForm = z.infer<typeof coveringSchema>;
