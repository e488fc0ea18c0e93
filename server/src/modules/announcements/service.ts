import { z } from 'zod';
import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { HttpProblem } from '../../errors.js';
import { requireUser } from '../users/index.js';

/**
 * The announcements launcher's source (spec §2): a JSON feed the deployment points ANNOUNCEMENTS_FEED_URL at, read by
 * the server (so browsers never call another origin) and kept for a minute. The feed is either an array of items or
 * `{ "announcements": [...] }`; each item has id, title, body and optionally link (http or https) and published
 * (ISO 8601). Items that do not fit are left out; the newest 20 are given.
 */
export const ANNOUNCEMENTS_MESSAGES = { unavailable: 'Announcements could not be loaded' } as const;
export const ANNOUNCEMENTS_LIMIT = 20;
const CACHE_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;

const item = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(4000),
  link: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//i.test(value))
    .nullish(),
  published: z.iso.datetime({ offset: true }).nullish(),
});
export type Announcement = { id: string; title: string; body: string; link: string | null; published: string | null };

/** The valid items of a feed body, newest first (undated last), at most ANNOUNCEMENTS_LIMIT. */
export function parseFeed(body: unknown): Announcement[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { announcements?: unknown }).announcements)
      ? (body as { announcements: unknown[] }).announcements
      : null;
  if (!list) throw new Error('not an announcements feed');
  const items: Announcement[] = [];
  for (const raw of list) {
    const parsed = item.safeParse(raw);
    if (!parsed.success) continue;
    const { link, published, ...rest } = parsed.data;
    items.push({ ...rest, link: link ?? null, published: published ? new Date(published).toISOString() : null });
  }
  return items.sort((a, b) => (b.published ?? '').localeCompare(a.published ?? '')).slice(0, ANNOUNCEMENTS_LIMIT);
}

const cache = new Map<string, { at: number; items: Announcement[] }>();

export async function loadAnnouncements(url: string, now = Date.now()): Promise<Announcement[]> {
  const hit = cache.get(url);
  if (hit && now - hit.at < CACHE_MS) return hit.items;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`feed answered ${response.status}`);
    const items = parseFeed(await response.json());
    cache.set(url, { at: now, items });
    return items;
  } catch {
    throw new HttpProblem(502, ANNOUNCEMENTS_MESSAGES.unavailable, 'BAD_GATEWAY');
  }
}

export const announcementResolvers: Resolvers = {
  Query: {
    announcements: async (_parent, _args, ctx) => {
      requireUser(ctx.user);
      const url = ctx.config.announcementsFeedUrl;
      return url ? loadAnnouncements(url) : null;
    },
  },
};
