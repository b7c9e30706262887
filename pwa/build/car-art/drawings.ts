import { document } from './parts';
import * as early from './models-early';
import * as generations from './models-generations';
import * as late from './models-late';
import * as mid from './models-mid';

/**
 * Every model's drawing, by slug, and those of the later bodies of a few (`<slug>-<first year>`,
 * shared/catalogue/drawings.ts): the files under pwa/public/car-art/ are written from these.
 */
export const DRAWINGS: Readonly<Record<string, () => string[]>> = {
  chieftain: early.chieftain,
  'super-chief': early.superChief,
  'star-chief': early.starChief,
  bonneville: early.bonneville,
  catalina: early.catalina,
  ventura: early.ventura,
  tempest: early.tempest,
  '2-plus-2': mid.twoPlusTwo,
  gto: mid.gto,
  executive: mid.executive,
  'grand-prix': mid.grandPrix,
  firebird: mid.firebird,
  'trans-am': mid.transAm,
  'grand-ville': mid.grandVille,
  'grand-safari': mid.grandSafari,
  lemans: mid.lemans,
  'grand-am': mid.grandAm,
  'can-am': mid.canAm,
  astre: late.astre,
  sunbird: late.sunbird,
  phoenix: late.phoenix,
  t1000: late.t1000,
  j2000: late.j2000,
  '6000': late.sixThousand,
  parisienne: late.parisienne,
  fiero: late.fiero,
  safari: late.safari,
  'gto-1968': generations.gto1968,
  'firebird-1970': generations.firebird1970,
  'firebird-1982': generations.firebird1982,
  'trans-am-1982': generations.transAm1982,
};

export const drawingSvg = (slug: string): string => {
  const draw = DRAWINGS[slug];
  if (!draw) throw new Error(`No drawing for ${slug}`);
  return document(draw());
};
