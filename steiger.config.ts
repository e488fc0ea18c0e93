import { defineConfig } from 'steiger';
import fsd from '@feature-sliced/steiger-plugin';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // generated clients are not hand-written segments
    ignores: ['**/__generated__/**', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
  },
  {
    // The simulated desktop host is kept out of shared/desktop-host's public index on purpose: only the
    // development-only entry imports it (behind import.meta.env.DEV), so the production build never contains it.
    files: ['./src/app/entrypoint/index.tsx'],
    rules: { 'fsd/no-public-api-sidestep': 'off' },
  },
]);
