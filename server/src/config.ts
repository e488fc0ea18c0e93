import { z } from 'zod';

/** Server settings read from the environment (ARCHITECTURE §5). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Environment name shown to the client (the badge rules of spec §2 decide whether it is shown). */
  CAREBRIDGE_ENVIRONMENT: z.string().default('development'),
  /** Comma-separated CIDR ranges treated as the VPN for super users (spec §6). */
  VPN_RANGES: z.string().default('10.0.0.0/8'),
  /**
   * The one staff account that may be a super user (spec §6 'a fixed allowed id', §9 'Super user staff id is 1'):
   * only it may turn super-user mode on or off, and super-user powers apply only to it while the mode is on.
   */
  SUPER_USER_STAFF_ID: z.coerce.number().int().positive().default(1),
  /** Host allowed for registration emails besides nhs.uk and nhs.scot (spec §5). */
  STAFF_EMAIL_HOST: z.string().default('carebridge.nhs.uk'),
  REDIS_PREFIX: z.string().default(''),
  KEEP_LOCK_TIME: z.coerce.number().int().positive().default(120),
  OPENTOK_API_KEY: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  /** Where the patient portal's pharmacy conditions send patients to book (config pharmacyBookingUrl); '' for none. */
  PHARMACY_BOOKING_URL: z.string().default('https://www.nhs.uk/nhs-services/pharmacies/find-a-pharmacy/'),
  /** A JSON feed of announcements for staff (spec §2 Announcements launcher); unset or '': no launcher. */
  ANNOUNCEMENTS_FEED_URL: z.string().default(''),
  // mobile arrival's map in the console: a tiles URL template with {z}/{x}/{y}; empty: the map has no tiles
  MAP_TILES_URL: z.string().default(''),
  /** The Vision login helper (spec §2 /authorize, config vision login helper url and client id); unset: none. */
  VISION_LOGIN_HELPER_URL: z.string().default(''),
  VISION_LOGIN_HELPER_CLIENT_ID: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Key for signing access tokens (HS256), at least 32 characters. When unset, one is generated once and kept in
   * the database (server_secrets), so every node on one PostgreSQL agrees.
   */
  TOKEN_SECRET: z.string().min(32).optional(),
  /**
   * The deployment's previous secret while rotating TOKEN_SECRET: secrets at rest sealed with the key derived from
   * it are still read, and re-encrypted with the new key at start-up (modules/secret-rotation).
   */
  TOKEN_SECRET_PREVIOUS: z.string().min(32).optional(),
  /** Lifetime of a bearer token. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).default(900),
  /**
   * For the end-to-end suite (playwright.config.ts), never a deployment: a request may ask for a shorter bearer token
   * than ACCESS_TOKEN_TTL_SECONDS with an x-test-access-token-ttl header (seconds), so one journey sees its token
   * expire within seconds while the rest of the suite keeps the usual lifetime. Never a longer one.
   */
  TEST_ACCESS_TOKEN_TTL_HEADER: z.enum(['on', 'off']).default('off'),
  /** Absolute lifetime of a signed-in session (its refresh tokens), from sign-in. */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(12 * 60 * 60),
  /**
   * How long an outbound send may stay claimed before it counts as cut off (its node stopped mid-send) and is sent
   * again under the same idempotency key (modules/outbound/delivery.ts). Tests that kill a server shorten it.
   */
  OUTBOUND_RESUME_AFTER_MS: z.coerce.number().int().min(1_000).default(30_000),
  /** Sign-in attempts allowed per account name, and per client address, in any 60 seconds. */
  LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  GRAPHQL_TRUSTED_DOCUMENTS: z.enum(['on', 'off']).optional(),
  /** Origin the links in emails point at (registration, password reset); defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** GOV.UK Notify: with an API key, SMS and email go through Notify instead of the embedded outbox. */
  NOTIFY_API_KEY: z.string().optional(),
  /** Notify templates whose content is just ((body)) (and ((subject)) for email). */
  NOTIFY_SMS_TEMPLATE_ID: z.string().optional(),
  NOTIFY_EMAIL_TEMPLATE_ID: z.string().optional(),
  /** The bearer token Notify sends with its delivery-status callbacks (set the same in Notify's settings). */
  NOTIFY_CALLBACK_TOKEN: z.string().optional(),
});

export type ServerConfig = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  environment: string;
  vpnRanges: string[];
  /** The staff id allowed to be a super user (modules/super-user-mode). */
  superUserStaffId: number;
  staffEmailHost: string;
  redisPrefix: string;
  keepLockTime: number;
  openTokApiKey: string | null;
  googleMapsApiKey: string | null;
  pharmacyBookingUrl: string | null;
  /** The announcements feed (modules/announcements); null: none configured, the launcher is not shown. */
  announcementsFeedUrl?: string | null;
  /** Map tiles URL template ({z}/{x}/{y}) for the mobile arrival map (modules/mobile-arrival); null: no tiles. */
  mapTilesUrl?: string | null;
  /** The Vision login helper (modules/vision-login); null: not configured, /authorize says so. */
  visionLoginHelper?: { url: string; clientId: string } | null;
  logLevel: string;
  /** HS256 key for access tokens; null: generated once and kept in the database. */
  tokenSecret: string | null;
  /** The previous TOKEN_SECRET while rotating it (secrets at rest are re-encrypted at start-up); null: none. */
  tokenSecretPrevious?: string | null;
  accessTokenTtlSeconds: number;
  /** TEST_ACCESS_TOKEN_TTL_HEADER: a request may shorten its bearer tokens' lifetime (the end-to-end suite only). */
  testAccessTokenTtlHeader?: boolean;
  refreshTokenTtlSeconds: number;
  /** OUTBOUND_RESUME_AFTER_MS (unset: modules/outbound/delivery.ts's default, 30 s). */
  outboundResumeAfterMs?: number;
  loginRateLimit: { perAccount: number; perIp: number };
  /** Origin for links in emails, without a trailing slash. */
  publicUrl: string;
  /** Directory of the built client; null when the server only serves the API (tests). */
  staticDir: string | null;
  /** Reject responses that break the REST contract (on in development and tests; logged only in production). */
  strictResponses: boolean;
  /** GraphQL accepts only the generated client operations, by document id (on by default in production). */
  trustedDocuments: boolean;
  version: string;
  /** GOV.UK Notify settings; null: the embedded outbox. */
  notify: { apiKey: string; smsTemplateId: string; emailTemplateId: string; callbackToken: string | null } | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const parsed = EnvSchema.parse(env);
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL || undefined,
    redisUrl: parsed.REDIS_URL || undefined,
    environment: parsed.CAREBRIDGE_ENVIRONMENT,
    vpnRanges: parsed.VPN_RANGES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    superUserStaffId: parsed.SUPER_USER_STAFF_ID,
    staffEmailHost: parsed.STAFF_EMAIL_HOST,
    redisPrefix: parsed.REDIS_PREFIX,
    keepLockTime: parsed.KEEP_LOCK_TIME,
    openTokApiKey: parsed.OPENTOK_API_KEY ?? null,
    googleMapsApiKey: parsed.GOOGLE_MAPS_API_KEY ?? null,
    pharmacyBookingUrl: parsed.PHARMACY_BOOKING_URL.trim() || null,
    announcementsFeedUrl: parsed.ANNOUNCEMENTS_FEED_URL.trim() || null,
    mapTilesUrl: parsed.MAP_TILES_URL.trim() || null,
    visionLoginHelper:
      parsed.VISION_LOGIN_HELPER_URL.trim() && parsed.VISION_LOGIN_HELPER_CLIENT_ID.trim()
        ? { url: parsed.VISION_LOGIN_HELPER_URL.trim(), clientId: parsed.VISION_LOGIN_HELPER_CLIENT_ID.trim() }
        : null,
    logLevel: parsed.LOG_LEVEL,
    tokenSecret: parsed.TOKEN_SECRET ?? null,
    tokenSecretPrevious: parsed.TOKEN_SECRET_PREVIOUS ?? null,
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    testAccessTokenTtlHeader: parsed.TEST_ACCESS_TOKEN_TTL_HEADER === 'on',
    refreshTokenTtlSeconds: parsed.REFRESH_TOKEN_TTL_SECONDS,
    outboundResumeAfterMs: parsed.OUTBOUND_RESUME_AFTER_MS,
    loginRateLimit: { perAccount: parsed.LOGIN_RATE_LIMIT_PER_ACCOUNT, perIp: parsed.LOGIN_RATE_LIMIT_PER_IP },
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    staticDir: null,
    strictResponses: parsed.NODE_ENV !== 'production',
    trustedDocuments: (parsed.GRAPHQL_TRUSTED_DOCUMENTS ?? (parsed.NODE_ENV === 'production' ? 'on' : 'off')) === 'on',
    version: env.npm_package_version ?? '0.1.0',
    notify: parsed.NOTIFY_API_KEY
      ? {
          apiKey: parsed.NOTIFY_API_KEY,
          smsTemplateId: parsed.NOTIFY_SMS_TEMPLATE_ID ?? '',
          emailTemplateId: parsed.NOTIFY_EMAIL_TEMPLATE_ID ?? '',
          callbackToken: parsed.NOTIFY_CALLBACK_TOKEN ?? null,
        }
      : null,
    ...overrides,
  };
}

/** Settings for tests: quiet, strict, no static files. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, overrides);
}
