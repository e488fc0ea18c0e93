import { graphql, HttpResponse } from 'msw';
import type { ConsoleAccessQuery } from '@/shared/api/graphql/main';

type Standing = ConsoleAccessQuery['consoleAccess'];

/** The caller's console standing as the server gives it: Riverside, advanced access unless overridden. */
export function consoleStandingFixture(overrides: Partial<Standing> = {}): Standing {
  return {
    wcmsId: '1001',
    organisationName: 'Riverside Medical Centre',
    clinicalSystem: 'emisweb',
    canOpen: true,
    level: 'advanced',
    ...overrides,
  };
}

/** A ConsoleAccess handler answering with this standing. */
export function consoleAccessHandler(overrides: Partial<Standing> = {}) {
  return graphql.query('ConsoleAccess', ({ variables }) =>
    HttpResponse.json({
      data: { consoleAccess: consoleStandingFixture({ wcmsId: String(variables.wcmsId), ...overrides }) },
    }),
  );
}

export const consoleHandlers = [consoleAccessHandler()];
