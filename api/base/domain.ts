import type { FastifyInstance } from 'fastify';
import type { FileStore } from './uploads/file-store';

/** What the composition (app.ts) hands every domain's routes: where uploads live, the app's version, the site's settings. */
export interface DomainServices {
  files: FileStore;
  version: string;
  signUpsPerAddressPerHour: number | undefined;
}

type Routes = (app: FastifyInstance, services: DomainServices) => Promise<void>;

/**
 * One API domain as app.ts composes it. Its routes stand at the addresses their declarations name (`served`,
 * base/plugins/resources.ts), so a domain needs no prefix; it says only which of them belong outside the session:
 * `public` routes answer everyone alike and skip cookies and sessions (a visitor's read costs no session), `members`
 * routes may depend on who calls and run under the session. A domain that calls into one standing above it (which it
 * cannot import) is a function of that call, and app.ts passes it.
 */
export interface Domain {
  public?: Routes;
  members?: Routes;
}
