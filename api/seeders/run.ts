import type { EntityManager } from '@mikro-orm/postgresql';
import { modelInputSchema } from '../../shared/catalogue/schemas';
import { communityInputSchema } from '../../shared/community/schemas';
import { Model } from '../catalogue/model.entity';
import { Community } from '../community/community.entity';
import { ensureModelCommunities } from '../community/model-communities';
import type { Orm } from '../base/db/orm';
import { communitySeeds } from './data/communities';
import { modelSeeds } from './data/models';
import { yearsByModel } from './data/catalogue/index';
import { valuationSeeds } from './data/valuations/index';
import { seedValuations, seedYearsAndTrims } from './catalogue-seed';
import { seedDiyVideos } from './diy-seed';

/*
 * Reference data is inserted only where its natural key (slug) is missing: `on conflict do nothing`,
 * so admins' edits are never undone. The server seeds only an empty catalogue (seedIfCatalogueEmpty),
 * so a seeded model an admin deleted does not come back at the next start.
 */

async function seedCommunities(em: EntityManager): Promise<void> {
  const rows = communitySeeds.map((seed) => communityInputSchema.parse(seed));
  await em.createQueryBuilder(Community).insert(rows).onConflict('slug').ignore().execute();
}

async function seedModels(em: EntityManager): Promise<void> {
  const rows = modelSeeds.map((seed) => modelInputSchema.parse(seed));
  await em.createQueryBuilder(Model).insert(rows).onConflict('slug').ignore().execute();
}

/** Seeds reference data. Safe to run twice and concurrently: one transaction, missing rows only. */
export async function seedReferenceData(orm: Orm): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    await seedCommunities(em);
    await seedModels(em);
    // After the hand-written communities, so a model that has one keeps its description.
    await ensureModelCommunities(em);
    await seedYearsAndTrims(em, yearsByModel);
    await seedValuations(em, valuationSeeds);
    await seedDiyVideos(em);
  });
}

/** Start-up seeding: only when the catalogue has no models yet (a fresh database). */
export async function seedIfCatalogueEmpty(orm: Orm): Promise<boolean> {
  if ((await orm.em.fork().count(Model, {})) > 0) return false;
  await seedReferenceData(orm);
  return true;
}
