import type { ValuationContent } from '@shared/catalogue/valuation-schemas';
import { bonnevilleValuations } from './bonneville';
import { firebirdValuations } from './firebird';
import { grandPrixFieroValuations } from './grand-prix-fiero';
import { gtoValuations } from './gto';
import { transAmValuations } from './trans-am';

/** Value-guide rows, one file per model family. */
export const valuationSeeds: ValuationContent[] = [
  ...gtoValuations,
  ...firebirdValuations,
  ...transAmValuations,
  ...bonnevilleValuations,
  ...grandPrixFieroValuations,
];
