/** The valuations domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { SaleReport } from './sale-report.entity';
import { Valuation } from './valuation.entity';
import { ValuationHistory } from './valuation-history.entity';

/** The valuations domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Valuation, ValuationHistory, SaleReport];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { modelValuations } from './model-valuations';
export { toValuation } from './dto';
export { historyByValuation } from './history';
export { readApprovedSales } from './sale-routes';
export { Valuation } from './valuation.entity';
