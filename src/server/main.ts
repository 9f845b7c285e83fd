import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { openConfiguredDatabase } from './platform/db/open-from-config';
import { createStaffService } from './features/staff';
import { secondFactorCheckFor } from './platform/auth/second-factor';
import { databaseStartFailure, listenStartFailure, StartFailure, stepStartFailure } from './platform/start-failure';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config)
    .then(async (opened) => {
      await opened.migrate({
        onWait: (attempt) =>
          console.warn(
            `A migration waits for a table in use (a lead export or a change of many leads, say): trying again in a few seconds (attempt ${attempt})`,
          ),
      });
      return opened;
    })
    .catch((error: unknown) => {
      throw stepStartFailure('opening and migrating the database', databaseStartFailure(config.DATABASE_URL, error), config);
    });
  const app = await buildApp({ config, database }).catch((error: unknown) => {
    throw stepStartFailure('building the app', error, config);
  });
  const firstAdmin = await createStaffService(database.db, {
    tokenIdleHours: config.STAFF_TOKEN_IDLE_HOURS,
    secondFactor: secondFactorCheckFor(config),
  })
    .ensureFirstAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD)
    .catch((error: unknown) => {
      throw stepStartFailure('creating the first admin', error, config);
    });
  if (firstAdmin?.generatedPassword) {
    // Printed once, on the first start of an empty database: the only place it appears.
    app.log.warn(`First admin created: ${firstAdmin.email} with password ${firstAdmin.generatedPassword} (change it after signing in)`);
  } else if (firstAdmin) {
    app.log.info(`First admin created: ${firstAdmin.email}`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    // The database closes after the app: its onClose hooks (the mail and CRM workers, the limits) run
    // in reverse order of registration and may still write while they stop.
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST }).catch((error: unknown) => {
    throw stepStartFailure(`listening on port ${config.PORT} of ${config.HOST}`, listenStartFailure(config.HOST, config.PORT, error), config);
  });
  app.log.info(`Recourse is serving on http://localhost:${config.PORT} (${database.kind} database)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartFailure) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
