import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './base/config';
import type { Orm } from './base/db/orm';
import { registerSessionStore, registerSessions } from './auth/plugin';
import type { Domain, DomainServices } from './base/domain';
import { adminDomain } from './admin/domain';
import { authDomain } from './auth/domain';
import { backupDomain } from './backup/domain';
import { catalogueDomain } from './catalogue/domain';
import { communityDomain } from './community/domain';
import { diyDomain } from './diy/domain';
import { eventsDomain } from './events/domain';
import { garageDomain } from './garage/domain';
import { healthDomain } from './health/domain';
import { messagesDomain } from './messages/domain';
import { notificationsDomain } from './notifications/domain';
import { offlineDomain } from './offline/domain';
import { searchDomain } from './search/domain';
import { showsDomain } from './shows/domain';
import { statsDomain } from './stats/domain';
import { usersDomain } from './users/domain';
import { valuationsDomain } from './valuations/domain';
import { registerDraining } from './health/shutdown';
import { s3BucketStore } from './base/uploads/bucket-store';
import { localFolderStore } from './base/uploads/file-store';
import { registerBucketFiles, registerMultipart, registerUploadedFiles } from './base/uploads/multipart';
import { modelValuations } from './valuations';
import { fillShowAfterCapChange, withdrawCarFromShows } from './shows';
import { registerNotifications } from './notifications/plugin';
import { registerBackups } from './backup/plugin';
import { parseBackupConfig } from './base/backup-config';
import { countedReadyAnswer, registerMetrics } from './base/metrics/plugin';
import { ephemeralVapidKeys } from './base/vapid';
import { pushHostPolicy } from './base/push-hosts';
import type { Resolver } from './base/public-address';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './base/plugins/errors';
import { registerHttpCaching } from './base/plugins/http-caching';
import { registerHousekeeping } from './base/plugins/housekeeping';
import { registerImageCopies } from './catalogue/image-copies';
import { registerOpenApi } from './base/plugins/openapi';
import { registerMethodsAllowed } from './base/plugins/method-not-allowed';
import { registerReadCache } from './base/read-cache/plugin';
import { registerJobQueue } from './base/jobs/job-queue';
import { parseMailConfig } from './base/mail-config';
import { registerMail } from './mail';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendReady, sendReadyAnswer, serverAnsweringFirst } from './base/read-cache/ready-answers';
import packageJson from '../package.json' with { type: 'json' };
import { registerSecurityHeaders } from './base/plugins/security-headers';
import { registerRequestContext } from './base/plugins/request-context';
import { registerSameOriginCheck } from './base/plugins/same-origin';
import { registerUtf8Json } from './base/plugins/utf8-json';
import { zodSerializerCompiler, zodValidatorCompiler } from './base/plugins/zod';
import { registerWebApp } from './web/static';
import type { ReadyPages } from './web/server-rendered';
import type { FirstScreenRenderer } from '../shared/pwa/first-screen';

import { entities as baseEntities } from './base/entities';
import { migrationsList } from './migrations';
import type { DatabaseSchema } from './base/db/orm-config';
import { entities as usersEntities } from './users';
import { entities as authEntities } from './auth';
import { entities as garageEntities } from './garage';
import { entities as communityEntities } from './community';
import { entities as messagesEntities } from './messages';
import { entities as catalogueEntities } from './catalogue';
import { entities as mediaEntities } from './media';
import { entities as adminEntities } from './admin';
import { entities as diyEntities } from './diy';
import { entities as valuationsEntities } from './valuations';
import { entities as eventsEntities } from './events';
import { entities as showsEntities } from './shows';
import { entities as notificationsEntities } from './notifications';

/** Every domain's tables. */
const ENTITIES = [
  ...baseEntities,
  ...usersEntities,
  ...authEntities,
  ...garageEntities,
  ...communityEntities,
  ...messagesEntities,
  ...catalogueEntities,
  ...mediaEntities,
  ...adminEntities,
  ...diyEntities,
  ...valuationsEntities,
  ...eventsEntities,
  ...showsEntities,
  ...notificationsEntities,
];

/** Every domain's tables and the committed migrations: the server, the tests and the scripts open the database with them. */
export const DATABASE_SCHEMA: DatabaseSchema = { entities: ENTITIES, migrations: migrationsList };

/**
 * Every domain's routes, each at the address its declarations name. Where one domain calls into one above it, the
 * call is passed here: the value guide's figures to the catalogue, the shows' waitlist and withdrawals to events and
 * the garage.
 */
const DOMAINS: Domain[] = [
  healthDomain,
  catalogueDomain({ valuations: modelValuations }),
  garageDomain({ beforeCarDeleted: withdrawCarFromShows }),
  valuationsDomain,
  diyDomain,
  offlineDomain,
  eventsDomain({ afterEventEdited: fillShowAfterCapChange }),
  statsDomain,
  searchDomain,
  communityDomain,
  showsDomain,
  notificationsDomain,
  authDomain,
  usersDomain,
  messagesDomain,
  adminDomain,
  backupDomain,
];

export type BuildAppOptions = {
  orm: Orm;
  config: Pick<AppConfig, 'sessionSecret' | 'cookieSecure' | 'trustProxy' | 'webRoot' | 'uploadsDir'> &
    Partial<
      Pick<
        AppConfig,
        | 'signUpsPerAddressPerHour'
        | 'uploadBucket'
        | 'databaseListenUrl'
        | 'vapid'
        | 'pushServiceHosts'
        | 'mail'
        | 'dataDir'
        | 'backups'
        | 'metricsPort'
      >
    >;
  logger?: FastifyServerOptions['logger'];
  /** Tests: how host names resolve for the checks of outgoing requests (default: the system's DNS). */
  resolveHost?: Resolver;
  /** The server's renderer of a first visit's pages (api/web/server-rendered.ts); without it they get the shell. */
  firstScreenRenderer?: FirstScreenRenderer;
};

/** Builds the whole application (API and web app) without listening, so tests can `inject` into it. */
export async function buildApp({ orm, config, logger = false, resolveHost, firstScreenRenderer }: BuildAppOptions) {
  // Known once the routes are (plugins/method-not-allowed.ts); the parser's refusals of unknown methods ask it.
  let methodsAllowedAt = (_url: string): string[] => [];
  // A request reaches Fastify when the read cache has no answer ready for it (api/base/read-cache/ready-answers.ts).
  let answerReady = (_request: IncomingMessage, _response: ServerResponse) => false;
  const app = Fastify({
    serverFactory: serverAnsweringFirst((request, response) => answerReady(request, response)),
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A connection silent for 30 s is closed (stalled bodies cannot pile up); a whole request, a photo upload over a
    // show's slow link included, may take 90 s.
    connectionTimeout: 30_000,
    requestTimeout: 90_000,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError((url) => methodsAllowedAt(url)),
    // A request that still reaches a stopping server (on a keep-alive connection it had open) is answered, with
    // `Connection: close`, rather than refused with 503: it is already here, and the database is still open.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  registerErrorHandling(app);
  registerUtf8Json(app);
  registerMethodsAllowed(app);
  methodsAllowedAt = (url) => app.methodsAllowedAt(url);
  registerDraining(app);
  registerRequestContext(app, orm);
  registerSameOriginCheck(app);
  registerSecurityHeaders(app, { https: config.cookieSecure });
  await registerHttpCaching(app);
  // The read cache first: the session store listens to it.
  const readCache = registerReadCache(app, orm, config.databaseListenUrl);
  // Kept answers of the read cache, and kept server-rendered pages (registered with the web app, below).
  let readyPages: ReadyPages = () => undefined;
  const answerFromReady = (request: IncomingMessage, response: ServerResponse) =>
    sendReadyAnswer(readCache, app.log, request, response) ||
    (request.method === 'GET' && sendReady(app.log, request, response, readyPages(request.url ?? '', request.headers)));
  answerReady = answerFromReady;
  registerSessionStore(app, orm);
  registerHousekeeping(app, orm);
  registerJobQueue(app, orm, config.databaseListenUrl);
  const metrics = registerMetrics(app, orm, config.metricsPort !== undefined);
  // With metrics on, the answers sent before Fastify are counted too (their route: "(ready answer)").
  if (metrics) answerReady = (request, response) => countedReadyAnswer(metrics, request, response, answerFromReady);
  // Without mail settings (tests that send none), emails are written to a folder of their own.
  const mail = config.mail ?? parseMailConfig({}, mkdtempSync(path.join(tmpdir(), 'pontiac-mail-')), 0);
  registerMail(app, mail);
  // Without configured keys (tests), a pair of its own: its subscriptions are the test's.
  registerNotifications(
    app,
    orm,
    { vapid: config.vapid ?? ephemeralVapidKeys(), hosts: pushHostPolicy(config.pushServiceHosts), resolve: resolveHost },
    { secret: config.sessionSecret, publicUrl: mail.publicUrl, notifyDelaySeconds: mail.notifyDelaySeconds },
  );
  await registerOpenApi(app, { version: packageJson.version });
  // The one place that knows where uploads live: a folder of this machine, or a bucket every server shares
  // (docs/several-servers.md). Routes only see the FileStore.
  const bucket = config.uploadBucket ? s3BucketStore(config.uploadBucket) : undefined;
  const files = bucket ?? localFolderStore(config.uploadsDir);
  if (bucket) {
    registerBucketFiles(app, bucket);
    app.addHook('onClose', () => bucket.close());
  } else {
    await registerUploadedFiles(app, config.uploadsDir);
  }
  registerImageCopies(app, orm, files);
  // Without a data folder (tests), backups go to a folder of their own, and none is scheduled.
  const dataDir = config.dataDir ?? mkdtempSync(path.join(tmpdir(), 'pontiac-data-'));
  registerBackups(app, {
    databaseUrl: config.databaseListenUrl ?? orm.config.get('clientUrl') ?? '',
    files,
    dataDir,
    appVersion: packageJson.version,
    config: config.backups ?? parseBackupConfig({ BACKUP_EVERY_HOURS: '0' }, dataDir),
  });

  const services: DomainServices = { files, version: packageJson.version, signUpsPerAddressPerHour: config.signUpsPerAddressPerHour };
  // Anonymous reads: the same answer for everyone, whoever asks. They skip cookies and sessions, which cost a
  // cookie-less visitor a fresh session (an id, a signature and two hashes) on every request, a third of a cached
  // catalogue read's time.
  for (const domain of DOMAINS) if (domain.public) await domain.public(app, services);
  // Everything that may depend on who is calling, in a scope of its own with the session.
  await app.register(async (members) => {
    await registerSessions(members, { secret: config.sessionSecret, secure: config.cookieSecure });
    await registerMultipart(members);
    for (const domain of DOMAINS) if (domain.members) await domain.members(members, services);
  });

  readyPages = (await registerWebApp(app, config.webRoot, firstScreenRenderer)) ?? readyPages;
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
