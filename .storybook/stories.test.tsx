/// <reference types="vite/client" />
import axe from 'axe-core';
import { composeStories } from '@storybook/react';
import type { Meta } from '@storybook/react';
import { describe, expect, it, vi } from 'vitest';
import './vitest.setup';

/*
 * Every story of every story file, rendered in jsdom with its loaders, beforeEach and play function, then
 * checked with axe. The vitest setup already runs MSW's node server with the shared handlers: hand that to
 * msw-storybook-addon in place of the browser worker, so `beforeEach({ msw })` works the same here.
 */
vi.mock('./msw-worker', async () => {
  const { server } = await import('@/shared/mocks/node');
  return { startMockWorker: () => server };
});

type StoryFile = { default: Meta } & Record<string, unknown>;

const storyFiles = import.meta.glob<StoryFile>('../src/**/*.stories.tsx', { eager: true });

const axeOptions: axe.RunOptions = {
  runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  // jsdom does no layout or painting, so contrast cannot be computed (theme.css documents the ratios)
  rules: { 'color-contrast': { enabled: false } },
  // only violations are asserted: axe builds selectors and node details for those alone
  resultTypes: ['violations'],
};

function describeViolation({ id, help, nodes }: axe.Result): string {
  return `${id}: ${help}\n${nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n')}`;
}

it('finds the story files', () => {
  expect(Object.keys(storyFiles).length).toBeGreaterThan(0);
});

const byTitle = Object.entries(storyFiles).map(
  ([path, storyFile]) => [storyFile.default.title ?? path, storyFile] as const,
);

describe.each(byTitle)('%s', (title, storyFile) => {
  const stories = Object.entries(composeStories(storyFile));

  it('has stories', () => {
    expect(stories.length, `${title} exports no stories`).toBeGreaterThan(0);
  });

  it.each(stories)(
    '%s',
    async (_name, Story) => {
      // renders into a fresh container, runs loaders, beforeEach and play (previous story is unmounted first)
      await Story.run();
      // the whole body, so portalled dialogs, menus and tooltips left open by the play function are checked too
      const results = await axe.run(document.body, axeOptions);
      expect(results.violations.map(describeViolation)).toEqual([]);
      // a dense page (the inbox's table) takes axe a few seconds in jsdom on a busy 2-core machine
    },
    30_000,
  );
});
