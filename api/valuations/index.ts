/** What the rest of the API may use of the valuations domain. */
import { Valuation } from './valuation.entity';
import { ValuationHistory } from './valuation-history.entity';

/** The valuations domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Valuation, ValuationHistory];
