import { defineConfig } from 'steiger';
import fsd from '@feature-sliced/steiger-plugin';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // generated clients are not hand-written segments
    // the console group's README (how to add a panel) is documentation, not a segmentless slice
    ignores: [
      '**/__generated__/**',
      '**/*.stories.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
      './src/pages/console/README.md',
    ],
  },
  {
    // The simulated desktop host is kept out of shared/desktop-host's public index on purpose: only the
    // development-only entry imports it (behind import.meta.env.DEV), so the production build never contains it.
    files: ['./src/app/entrypoint/index.tsx'],
    rules: { 'fsd/no-public-api-sidestep': 'off' },
  },
  {
    // A single user (the find-patient page), kept a feature: booking is a user action of its own (ARCHITECTURE §4
    // lists appointment booking among the features) with its own model (the week and slot grid, unit-tested), api and
    // panel with stories; folded into the page it would sit beside the page's search as a second, unrelated model.
    files: ['./src/features/book-appointment/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // A single user each (the outbound list page, which the Patients menu's "outbound" entry opens too), kept as
    // features: composing, uploading a CSV and cancelling are separate user actions (ARCHITECTURE §4 names
    // outbound-compose), each with its own model, api and stories; the composer alone is a dozen files (form
    // schema, draft, request body, one file per part of the form) and the CSV upload has its own parsing worker.
    // Folded into the page they would give it three unrelated models. outbound-cancel (one button and its call) is
    // the one that could fold into the page if it stays single-use.
    // (entities/outbound was listed here too; it now has eight users, so it needs no exception.)
    files: [
      './src/features/outbound-compose/**',
      './src/features/outbound-csv/**',
      './src/features/outbound-cancel/**',
    ],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
]);
