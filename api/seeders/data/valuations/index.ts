import type { ValuationContent } from '@shared/catalogue/valuation-schemas';
import { bonnevilleValuations } from './bonneville';
import { compactValuations } from './compact';
import { firebirdValuations } from './firebird';
import { fullSizeValuations } from './full-size';
import { grandPrixFieroValuations } from './grand-prix-fiero';
import { gtoValuations } from './gto';
import { midSizeValuations } from './mid-size';
import { transAmValuations } from './trans-am';

/** Value-guide rows: a file per model family with rows by year and trim, and the generation estimates of the others. */
export const valuationSeeds: ValuationContent[] = [
  ...gtoValuations,
  ...firebirdValuations,
  ...transAmValuations,
  ...bonnevilleValuations,
  ...grandPrixFieroValuations,
  ...fullSizeValuations,
  ...midSizeValuations,
  ...compactValuations,
];
