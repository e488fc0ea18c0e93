import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboundPathways, outboundTemplates } from './tables.js';

/** Built-in message templates (every organisation) and Riverside's own template and pathway. Fixed ids. */
export async function seedDemoOutbound(db: Db): Promise<void> {
  await db.insert(outboundTemplates).values([
    {
      id: 1,
      wcmsId: null,
      name: 'Blood test reminder',
      body: 'Your GP practice would like you to book a blood test. Please call the practice to arrange it.',
    },
    {
      id: 2,
      wcmsId: null,
      name: 'Flu vaccination invitation',
      body: 'You are eligible for a free flu vaccination. Please contact the practice to book your appointment.',
    },
    {
      id: 3,
      wcmsId: 1001,
      name: 'Blood pressure reading request',
      body: 'Riverside Medical Centre: please send us a home blood pressure reading by replying to this message.',
    },
  ]);
  await db.insert(outboundPathways).values({
    id: 1,
    wcmsId: 1001,
    name: 'Hypertension review',
    description: 'Three requests for a home blood pressure reading, a week apart',
    amount: 3,
    intervalDays: 7,
    templateId: 3,
  });
  await db.execute(sql`select setval(pg_get_serial_sequence('outbound_templates', 'id'), 3)`);
  await db.execute(sql`select setval(pg_get_serial_sequence('outbound_pathways', 'id'), 1)`);
}
