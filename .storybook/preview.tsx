import type { Preview } from 'storybook-react-rsbuild';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { loadCatalogue } from '../src/shared/i18n';
import { loadClassMerge } from '../src/shared/ui/cn';
import { startMockWorker } from './msw-worker';
import '../src/shared/ui/theme.css';

const preview: Preview = {
  // CSF 3 stories: the loader starts MSW once and resets it to the default handlers before each story
  loaders: [mswLoader(startMockWorker), () => Promise.all([loadCatalogue(), loadClassMerge()]).then(() => ({}))],
  parameters: {
    layout: 'padded',
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
  },
};

export default preview;
