/**
 * One engine, one name: a model page lists the distinct engine names of all its trims, so an engine
 * whose name carries a year's or trim's note ("(automatic only)", ", 4-speed only") shows up twice.
 * Such notes belong in the engine's `note`. This finds the names that still read as the same engine.
 */

/** GM's RPO codes (L75, LS5, W72, LG4; not V8 or I4): they tell apart engines that share a marketing name. */
const RPO = /\b(?:[A-Z]\d{2}|[A-Z]{2}\d)\b/g;
const MAKERS = /\b(pontiac|chevrolet|buick|oldsmobile)\b/g;
/** Litre names of the cubic-inch engines the catalogue also names by cubic inches. */
const LITRES_AS_CUBIC_INCHES: Record<string, string> = { '3.8': '231', '5.0': '305', '5.7': '350' };

interface EngineKey {
  /** The name without notes or makers, its words sorted ("455 V8 4-bbl H.O." = "455 H.O. V8 4-bbl"). */
  words: string;
  rpoCodes: string[];
}

function engineKey(name: string): EngineKey {
  const rpoCodes = [...new Set(name.match(RPO) ?? [])].sort();
  const words = name
    .replace(/\([^)]*\)/g, ' ') // "(automatic only)", "(LG4)", "(Buick 231)"
    .replace(/,.*$/, ' ') // ", 4-speed only"
    .replace(/[“”"]/g, '')
    .replace(/\bH\.O\./g, 'HO')
    .toLowerCase()
    .replace(MAKERS, ' ')
    .trim()
    .replace(/^(\d\.\d)( l\b)?/, (whole, litres: string) => LITRES_AS_CUBIC_INCHES[litres] ?? whole)
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(' ');
  return { words, rpoCodes };
}

/** Two names for one engine: the same words apart from notes, unless their RPO codes tell them apart; or the same RPO code. */
function sameEngine(a: EngineKey, b: EngineKey): boolean {
  if (a.rpoCodes.some((code) => b.rpoCodes.includes(code))) return true;
  const distinguishedByRpo = a.rpoCodes.length > 0 && b.rpoCodes.length > 0;
  return a.words === b.words && !distinguishedByRpo;
}

/** Pairs of distinct names in `names` that name the same engine, e.g. "455 V8 4-bbl" and "455 V8 4-bbl (automatic only)". */
export function sameEngineNames(names: readonly string[]): [string, string][] {
  const distinct = [...new Set(names)];
  const keys = distinct.map(engineKey);
  const pairs: [string, string][] = [];
  distinct.forEach((name, i) => {
    for (let j = i + 1; j < distinct.length; j += 1) {
      if (sameEngine(keys[i]!, keys[j]!)) pairs.push([name, distinct[j]!]);
    }
  });
  return pairs;
}
