/// <reference types="vite/client" />
import axe from 'axe-core';
import { composeStories } from '@storybook/react';
import type { Meta } from '@storybook/react';
import { describe, expect, it } from 'vitest';
import './vitest.setup';

/*
 * Every story of every story file, rendered in jsdom with its loaders, beforeEach and play function, then
 * checked with axe. The vitest setup already runs MSW's node server with the shared handlers; each shard file
 * (stories-<n>.test.tsx) hands that to msw-storybook-addon in place of the browser worker, so
 * `beforeEach({ msw })` works the same here.
 *
 * The story files are split between STORY_SHARDS test files so the web project's workers share them (one file
 * runs on one worker: all stories in one file kept one core busy for minutes while the other sat idle). A shard
 * imports only its own story files.
 */

type StoryFile = { default: Meta } & Record<string, unknown>;

const storyFiles = import.meta.glob<StoryFile>('../src/**/*.stories.tsx');
/** The number of stories-<n>.test.tsx files; each takes every STORY_SHARDS-th story file, in path order. */
const STORY_SHARDS = 4;
const shardFiles = import.meta.glob('./stories-*.test.tsx');

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

/** Declares the tests of shard `shard` (1..STORY_SHARDS). */
export async function describeStoryShard(shard: number): Promise<void> {
  const paths = Object.keys(storyFiles).sort();
  const mine = paths.filter((_path, index) => index % STORY_SHARDS === shard - 1);

  if (shard === 1) {
    it('finds the story files', () => {
      expect(paths.length).toBeGreaterThan(0);
      // every story file is in some shard only if every shard has its test file
      expect(Object.keys(shardFiles).sort()).toEqual(
        Array.from({ length: STORY_SHARDS }, (_, index) => `./stories-${index + 1}.test.tsx`).sort(),
      );
    });
  }

  const byTitle = await Promise.all(
    mine.map(async (path) => {
      const storyFile = await storyFiles[path]!();
      return [storyFile.default.title ?? path, storyFile] as const;
    }),
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
}
