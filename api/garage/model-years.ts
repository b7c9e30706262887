import { formatYearRange } from '../../shared/format/yearRange';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accountTexts } from '../../shared/users/account-schemas';
import { ModelYear } from '../catalogue';
import { Model } from '../catalogue';
import { HttpError } from '../base/plugins/errors';

/**
 * A garage car names a catalogue model and one of its years: inside the model's firstYear..lastYear, or a year
 * page the catalogue has for it. Anything else is a 400 with a message the form can show as it is.
 */
export async function checkModelYear(em: EntityManager, modelSlug: string, year: number): Promise<void> {
  const model = await em.findOne(Model, { slug: modelSlug }, { fields: ['name', 'firstYear', 'lastYear'] });
  if (!model) throw new HttpError(400, accountTexts.unknownModel);
  if (year >= model.firstYear && year <= model.lastYear) return;
  if ((await em.count(ModelYear, { model, year })) > 0) return;
  throw new HttpError(400, accountTexts.yearOutsideModel(model.name, formatYearRange(model.firstYear, model.lastYear)));
}
