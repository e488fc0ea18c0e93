import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import type { ServerConfig } from './config.js';
import type { RealtimePublisher } from './realtime/publisher.js';
import type { MessagingProvider } from './providers/messaging/provider.js';
import type { VideoProvider } from './providers/video/provider.js';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** The signed-in caller, as established from the bearer token. */
export type AuthUser = { userId: number; sessionId: string; isSuperUser: boolean };

/** Turns a bearer token into the caller; null for a missing, malformed, expired or revoked token. */
export type Authenticator = { authenticate(token: string | undefined): Promise<AuthUser | null> };

/** What buildApp() is given: everything with state or an outside effect is injected. */
export type AppDeps = {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  authenticator: Authenticator;
  /** Email, SMS and NHS App messages (embedded outbox by default). */
  messaging: MessagingProvider;
  /** Video rooms (embedded WebRTC by default; OpenTok when configured). */
  video?: VideoProvider;
};

/** Per request: the dependencies plus who is calling and from where. */
export type RequestContext = AppDeps & {
  user: AuthUser | null;
  ip: string;
  /** The caller's User-Agent header, if any. */
  userAgent: string | null;
  log: FastifyBaseLogger;
  realtime: RealtimePublisher;
};

export type GraphQLContext = RequestContext;
