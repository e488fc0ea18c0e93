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
  /** Host allowed for registration emails besides nhs.uk and nhs.scot (spec §5). */
  STAFF_EMAIL_HOST: z.string().default('carebridge.nhs.uk'),
  REDIS_PREFIX: z.string().default(''),
  KEEP_LOCK_TIME: z.coerce.number().int().positive().default(120),
  OPENTOK_API_KEY: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  staffEmailHost: string;
  redisPrefix: string;
  keepLockTime: number;
  openTokApiKey: string | null;
  googleMapsApiKey: string | null;
  logLevel: string;
  /** Directory of the built client; null when the server only serves the API (tests). */
  staticDir: string | null;
  /** Reject responses that break the REST contract (on in development and tests; logged only in production). */
  strictResponses: boolean;
  version: string;
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
    vpnRanges: parsed.VPN_RANGES.split(',').map((s) => s.trim()).filter(Boolean),
    staffEmailHost: parsed.STAFF_EMAIL_HOST,
    redisPrefix: parsed.REDIS_PREFIX,
    keepLockTime: parsed.KEEP_LOCK_TIME,
    openTokApiKey: parsed.OPENTOK_API_KEY ?? null,
    googleMapsApiKey: parsed.GOOGLE_MAPS_API_KEY ?? null,
    logLevel: parsed.LOG_LEVEL,
    staticDir: null,
    strictResponses: parsed.NODE_ENV !== 'production',
    version: env.npm_package_version ?? '0.1.0',
    ...overrides,
  };
}

/** Settings for tests: quiet, strict, no static files. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, overrides);
}
