import type { YearContent } from '@shared/catalogue/reference-schemas';
import { bonnevilleYears } from './bonneville';
import { fieroYears } from './fiero';
import { firebirdYears } from './firebird';
import { grandPrixYears } from './grand-prix';
import { gtoYears } from './gto';
import { transAmYears } from './trans-am';
import { twoPlusTwoYears } from './two-plus-two';

/** Sourced year and trim content, by model slug (one file per model). */
export const yearsByModel: Record<string, YearContent[]> = {
  gto: gtoYears,
  '2-plus-2': twoPlusTwoYears,
  firebird: firebirdYears,
  'trans-am': transAmYears,
  bonneville: bonnevilleYears,
  'grand-prix': grandPrixYears,
  fiero: fieroYears,
};
