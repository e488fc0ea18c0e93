import { defineConfig } from 'steiger';
import fsd from '@feature-sliced/steiger-plugin';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // generated clients are not hand-written segments
    ignores: ['**/__generated__/**', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
  },
]);
