import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedWhenEmpty } from './db/seed.js';
import { buildApp, executableSchemas } from './app.js';
import { systemClock } from './context.js';
import { createSessionAuthenticator } from './auth/authenticator.js';
import { tokenSigningKey } from './auth/secret.js';
import { createOutboxMessaging } from './providers/messaging/outbox.js';
import { chooseVideoProvider, parseIceServers } from './providers/video/index.js';
import { GUEST_LINK_TTL_MS } from './modules/adhoc-video/index.js';
import { serverModules } from './modules/registry.js';
import { createNotifyMessaging } from './providers/messaging/notify.js';
import { encryptPlainAuthenticatorSecrets } from './auth/authenticator-secrets.js';
import { seedReportHistory } from './modules/reports/index.js';
import { bringDemoRequestsForward } from './modules/messages/index.js';
import { rotateSealedSecrets } from './modules/secret-rotation/index.js';

/** Starts the reference server: environment → database → migrate → seed when empty → listen. */
async function main() {
  const config = loadConfig(process.env, { staticDir: process.env.STATIC_DIR ?? 'dist' });
  const opening = openDatabase(config);
  // built while PGlite compiles its WebAssembly (off the main thread) and reads its files
  executableSchemas();
  const database = await opening;
  await database.migrate();
  const seeded = await seedWhenEmpty(database.db);
  const db = database.db;
  // the demo requests dated from this first start (today, yesterday, last week); DEMO_DATES=fixed keeps the dates
  // they were written with (the e2e server: journeys read them as written)
  const demoDays = seeded && process.env.DEMO_DATES !== 'fixed' ? await bringDemoRequestsForward(db, new Date()) : 0;
  // load (or, on the first start, create) the token signing key before serving
  await tokenSigningKey(db, config);
  // data migration: authenticator secrets stored in plain text before they were encrypted at rest
  const encrypted = await encryptPlainAuthenticatorSecrets({ db, config });
  // key rotation: secrets at rest sealed with the previous deployment secret are sealed again with the current one
  const rotation = await rotateSealedSecrets({ db, config });
  const messaging = config.notify
    ? createNotifyMessaging(db, systemClock, config.notify)
    : createOutboxMessaging(db, systemClock);
  const app = await buildApp({
    db,
    config,
    clock: systemClock,
    authenticator: createSessionAuthenticator({ db, config, clock: systemClock }),
    messaging,
    // OpenTok when OPENTOK_API_KEY and OPENTOK_API_SECRET are both set, else embedded WebRTC
    video: chooseVideoProvider(
      {
        openTokApiKey: config.openTokApiKey,
        openTokApiSecret: process.env.OPENTOK_API_SECRET || null,
        iceServers: parseIceServers(process.env.VIDEO_ICE_SERVERS),
      },
      GUEST_LINK_TTL_MS / 1000,
    ),
  });
  // each module's background jobs: outbound delivery, appointment reminders, email notifications, the nightly
  // retention pass, FFT invitations (modules/registry.ts)
  for (const module of serverModules) module.start?.(app, { db, config, clock: systemClock, messaging });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // while connections close, a library may still answer another node's request on one already closed (the Redis
      // adapter replying after its client quit): logged, so the process still ends as it was asked to, exit 0
      process.on('unhandledRejection', (error) => app.log.warn({ err: error }, 'ignored while shutting down'));
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  // the port actually bound (PORT=0 picks a free one)
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : config.port;
  app.log.info(
    {
      database: database.kind,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      redis: config.redisUrl ? true : undefined,
      port,
    },
    `Carebridge is running at http://localhost:${port}`,
  );
  // what start-up did, after the line a person looks for first
  if (seeded) app.log.info('seeded the demo organisations and accounts');
  if (demoDays > 0) app.log.info({ days: demoDays }, 'dated the demo requests from today');
  if (encrypted > 0) app.log.info({ encrypted }, 'encrypted authenticator secrets stored in plain text');
  if (rotation.resealed > 0)
    app.log.info({ resealed: rotation.resealed }, 're-encrypted secrets at rest with the new key');
  if (rotation.unreadable > 0)
    app.log.warn(
      { unreadable: rotation.unreadable },
      'secrets at rest sealed with an unknown key: set TOKEN_SECRET_PREVIOUS to the secret they were sealed with',
    );
  // the reports' 12-month demo history (a few seconds of bulk inserts): after listening, so the first start is not
  // held up; DEMO_HISTORY=off skips it (the e2e server: journeys count the seed's own requests)
  if (seeded && process.env.DEMO_HISTORY !== 'off') {
    const started = Date.now();
    seedReportHistory(db).then(
      ({ requests }) => app.log.info({ requests, ms: Date.now() - started }, 'added the reports demo history'),
      (error: unknown) => app.log.error({ err: error }, 'the reports demo history failed'),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
