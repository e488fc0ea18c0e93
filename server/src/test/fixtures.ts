import {
  defaultConsoleAccess,
  memberships,
  userSettings,
  users,
  type ConsoleAccessLevel,
  type Role,
} from '../modules/users/index.js';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';

let counter = 0;

/** Adds a staff user for one test (a unique address unless given), with a password and memberships. */
export async function addUser(
  db: Db,
  options: {
    email?: string;
    password?: string | null;
    /** consoleAccess defaults to what the role allowed before levels existed (editor basic, full advanced). */
    memberships?: { wcmsId: number; role: Role; consoleAccess?: ConsoleAccessLevel }[];
    serviceAccess?: boolean;
    isSuperUser?: boolean;
    forename?: string;
    surname?: string;
  } = {},
): Promise<{ id: number; email: string }> {
  counter += 1;
  const email = options.email ?? `user${counter}.${Date.now()}@riverside.nhs.uk`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      username: email,
      forename: options.forename ?? 'Test',
      surname: options.surname ?? `User ${counter}`,
      passwordHash: options.password === null ? null : await hashPassword(options.password ?? 'Carebridge-demo-1'),
      serviceAccess: options.serviceAccess ?? true,
      isSuperUser: options.isSuperUser ?? false,
    })
    .returning({ id: users.id });
  const id = user!.id;
  if (options.memberships?.length) {
    await db
      .insert(memberships)
      .values(options.memberships.map((m) => ({ userId: id, consoleAccess: defaultConsoleAccess(m.role), ...m })));
  }
  await db.insert(userSettings).values({ userId: id });
  return { id, email };
}
