import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './base/config';
import type { Orm } from './base/db/orm';
import { registerSessionStore, registerSessions } from './auth/plugin';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';
import { systemRoutes } from './admin/system-routes';
import { registerDraining } from './health/shutdown';
import { cataloguePublicRoutes } from './catalogue/public-routes';
import { modelAdminRoutes } from './catalogue/model-admin-routes';
import { modelImageAdminRoutes } from './catalogue/image-admin-routes';
import { s3BucketStore } from './base/uploads/bucket-store';
import { localFolderStore } from './base/uploads/file-store';
import { registerBucketFiles, registerMultipart, registerUploadedFiles } from './base/uploads/multipart';
import { valuationRoutes } from './valuations/routes';
import { valuationAdminRoutes } from './valuations/admin-routes';
import { modelValuations } from './valuations';
import { diyRoutes } from './diy/routes';
import { offlineRoutes } from './offline/routes';
import { eventRoutes } from './events/routes';
import { eventCalendarRoutes } from './events/calendar-routes';
import { eventReadRoutes } from './events/read-routes';
import { communityRoutes } from './community/community-routes';
import { showCheckInRoutes } from './shows/check-in-routes';
import { showJudgingRoutes } from './shows/judging-routes';
import { showEntryRoutes } from './shows/entry-routes';
import { showReadRoutes } from './shows/read-routes';
import { showSetupRoutes } from './shows/setup-routes';
import { showVoteRoutes } from './shows/vote-routes';
import { forumRoutes } from './community/routes';
import { userProfileRoutes } from './users/profile-routes';
import { accountRoutes } from './users/account-routes';
import { garageRoutes } from './garage/routes';
import { fillShowAfterCapChange, withdrawCarFromShows } from './shows';
import { ownersCarsRoutes } from './garage/owners-cars-routes';
import { siteStatsRoutes } from './stats/routes';
import { searchRoutes } from './search/routes';
import { messageRoutes } from './messages/routes';
import { mentionRoutes } from './notifications/mention-routes';
import { blockRoutes } from './users/block-routes';
import { registerNotifications } from './notifications/plugin';
import { backupRoutes, registerBackups } from './backup/plugin';
import { parseBackupConfig } from './base/backup-config';
import { countedReadyAnswer, registerMetrics } from './base/metrics/plugin';
import { pushRoutes } from './notifications/push-routes';
import { notificationRoutes } from './notifications/routes';
import { unsubscribeRoutes } from './notifications/unsubscribe-routes';
import { ephemeralVapidKeys } from './base/vapid';
import { pushHostPolicy } from './base/push-hosts';
import type { Resolver } from './base/public-address';
import { moderationRoutes } from './admin/moderation-routes';
import { sourceAdminRoutes } from './admin/source-routes';
import { diyAdminRoutes } from './diy/admin-routes';
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
import { entities as catalogueEntities, photoOfferAdminRoutes, photoOfferRoutes } from './catalogue';
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

  // Anonymous reads: the same answer for everyone, whoever asks (the events' and communities' lists too; their changes
  // are in the members' scope). They skip cookies and sessions, which cost a
  // cookie-less visitor a fresh session (an id, a signature and two hashes) on every request, a third of a cached
  // catalogue read's time.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(cataloguePublicRoutes, { prefix: '/api/models', valuations: modelValuations });
  await app.register(ownersCarsRoutes, { prefix: '/api/models' });
  await app.register(valuationRoutes, { prefix: '/api/valuations' });
  await app.register(diyRoutes, { prefix: '/api/diy-videos' });
  await app.register(offlineRoutes, { prefix: '/api/offline' });
  // /api/events.ics is a sibling of /api/events, not under its prefix.
  await app.register(eventCalendarRoutes, { prefix: '/api' });
  await app.register(siteStatsRoutes, { prefix: '/api/stats' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(eventReadRoutes, { prefix: '/api/events' });
  await app.register(communityRoutes, { prefix: '/api/communities' });
  await app.register(showReadRoutes, { prefix: '/api/shows' });
  // Signed by its link, never by a session: a mail program unsubscribes with one click.
  await app.register(unsubscribeRoutes, { prefix: '/api/email' });

  // Everything that may depend on who is calling, in a scope of its own with the session.
  await app.register(async (members) => {
    await registerSessions(members, { secret: config.sessionSecret, secure: config.cookieSecure });
    await registerMultipart(members);
    await members.register(authRoutes, { prefix: '/api/auth', signUpsPerAddressPerHour: config.signUpsPerAddressPerHour });
    await members.register(eventRoutes, { prefix: '/api/events', files, afterEventEdited: fillShowAfterCapChange });
    await members.register(showSetupRoutes, { prefix: '/api/events', files });
    await members.register(showEntryRoutes, { prefix: '/api/shows', files });
    await members.register(showVoteRoutes, { prefix: '/api/shows' });
    await members.register(showCheckInRoutes, { prefix: '/api/shows' });
    await members.register(showJudgingRoutes, { prefix: '/api/shows' });
    await members.register(forumRoutes, { prefix: '/api', files });
    // /api/users/me is the signed-in member's own account; registered before /api/users/:key so "me" is never a key.
    await members.register(accountRoutes, { prefix: '/api/users/me', files });
    await members.register(mentionRoutes, { prefix: '/api/users' });
    await members.register(blockRoutes, { prefix: '/api/users' });
    await members.register(userProfileRoutes, { prefix: '/api/users' });
    await members.register(garageRoutes, { prefix: '/api/garage', files, beforeCarDeleted: withdrawCarFromShows });
    await members.register(messageRoutes, { prefix: '/api/messages' });
    await members.register(notificationRoutes, { prefix: '/api/notifications' });
    await members.register(pushRoutes, { prefix: '/api/push' });
    await members.register(moderationRoutes, { prefix: '/api/admin' });
    await members.register(systemRoutes, { prefix: '/api/admin', files, version: packageJson.version });
    await members.register(backupRoutes, { prefix: '/api/admin' });
    await members.register(photoOfferRoutes);
    await members.register(photoOfferAdminRoutes);
    await members.register(sourceAdminRoutes, { prefix: '/api/admin/sources' });
    await members.register(diyAdminRoutes, { prefix: '/api/admin/diy-videos' });
    await members.register(valuationAdminRoutes, { prefix: '/api/admin/valuations' });
    await members.register(modelAdminRoutes, { prefix: '/api/admin/models', files, valuations: modelValuations });
    await members.register(modelImageAdminRoutes, { prefix: '/api/admin/models', files });
  });

  readyPages = (await registerWebApp(app, config.webRoot, firstScreenRenderer)) ?? readyPages;
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
