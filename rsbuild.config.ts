import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { RsbuildPlugin } from '@rsbuild/core';
import { resolve } from 'node:path';
import { precompressDir } from './scripts/precompress.mjs';
import { common } from './src/shared/i18n/catalogue/common';

// The SPA is served by the reference server from dist/ (ARCHITECTURE §1). In development rsbuild proxies
// the API, GraphQL and socket.io to the server on API_PORT.
/** ARCHITECTURE §8: static JS/CSS go out brotli or gzip; the copies are made once, after each production build. */
const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'carebridge:precompress',
  setup(api) {
    api.onAfterBuild(async ({ isFirstCompile }) => {
      if (!isFirstCompile) return;
      await precompressDir(api.context.distPath);
    });
  },
});

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [pluginReact(), pluginPrecompress()],
  source: {
    // index.html: the staff app; patient.html: the patients' and devices' pages (/consult/…, /arrivals/…), which the
    // server sends for those addresses, without the staff shell (src/app/entrypoint/patient.tsx)
    entry: { index: './src/app/entrypoint/index.tsx', patient: './src/app/entrypoint/patient.tsx' },
    define: {
      'import.meta.env.CLIENT_VERSION': JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    },
  },
  resolve: {
    alias: { '@': './src', '@contracts': './schema' },
  },
  html: {
    // rsbuild's default template has no lang attribute, which axe reports (TOOLCHAIN pitfall 4)
    template: ({ entryName }) => `./src/app/entrypoint/${entryName === 'patient' ? 'patient' : 'index'}.html`,
    // the patient page paints the loading line (the catalogue's) from its HTML, before its scripts have run
    templateParameters: { loading: common['app.loading'] },
    title: 'Carebridge',
    // served at /favicon.ico (and linked from every page), so the browser's request never gets the app's HTML
    favicon: './src/app/entrypoint/favicon.ico',
  },
  output: {
    distPath: { root: 'dist' },
    // no inline scripts or styles: the server's Content-Security-Policy forbids them
    inlineScripts: false,
    inlineStyles: false,
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // React Query and openapi-fetch each in one chunk of their own: left to the default split they were cut into
      // pieces and copied into several lazy chunks that the inbox loads together (ARCHITECTURE §8)
      forceSplitting: {
        'lib-query': /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
        'lib-openapi-fetch': /node_modules[\\/]openapi-fetch[\\/]/,
      },
      // Modules both entries (index, patient) use stay in each entry instead of a chunk of their own: one request
      // less, and better compression, before either first paint (ARCHITECTURE §8 /login initial JS). Async chunks
      // share modules as before.
      override: {
        cacheGroups: { default: { chunks: 'async', minChunks: 2, priority: -20, reuseExistingChunk: true } },
      },
    },
    // the patient entry's first script has no React (so it runs, and asks for the page's code and data, while React
    // DOM downloads): its HTML fetches React and the app's root chunk beside it from the start (patient.tsx)
    preload: { type: 'all-chunks', include: [/\/lib-react\./, /\/patient-root\./] },
  },
  tools: {
    rspack: (config, { isProd }) => {
      config.module ??= {};
      config.module.rules ??= [];
      // each module brings the catalogue strings it says, so each route loads only its own areas' strings
      // (scripts/i18n-strings-loader.mjs); development too, where nothing else would load them
      config.module.rules.push({
        test: /\.tsx?$/,
        include: [resolve(import.meta.dirname, 'src')],
        enforce: 'pre',
        use: [{ loader: resolve(import.meta.dirname, 'scripts/i18n-strings-loader.mjs') }],
      });
      if (!isProd) return;
      // each chunk carries only the GraphQL documents it uses (scripts/graphql-documents-loader.mjs)
      config.module.rules.push({
        test: /\.tsx?$/,
        include: [resolve(import.meta.dirname, 'src')],
        enforce: 'pre',
        use: [{ loader: resolve(import.meta.dirname, 'scripts/graphql-documents-loader.mjs') }],
      });
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
