import { Migration } from '@mikro-orm/migrations';

/**
 * A model page listed one engine twice, e.g. "455 V8 4-bbl" beside "455 V8 4-bbl (automatic
 * only)", because a year's or trim's note was part of the engine's name. The seed data now names each
 * engine once and keeps such notes in the engine's `note`; seeding only adds missing rows, so this renames
 * the seeded engines of existing databases the same way. Only engines still carrying a seeded name change.
 */
const RENAMES: [modelSlug: string, oldName: string, newName: string, note?: string][] = [
  ['gto', '400 V8 2-bbl (economy, automatic only)', '400 V8 2-bbl', 'economy option, automatic only'],
  ['gto', '400 V8 2-bbl (economy)', '400 V8 2-bbl', 'economy option'],
  ['gto', '400 V8 4-bbl Ram Air (early 1968)', '400 V8 4-bbl Ram Air', 'early 1968'],
  ['gto', '400 V8 4-bbl Ram Air II (from spring 1968)', '400 V8 4-bbl Ram Air II', 'from spring 1968'],
  ['gto', '400 V8 4-bbl Ram Air III (standard)', '400 V8 4-bbl Ram Air III', 'standard'],
  ['gto', '455 V8 4-bbl (automatic only)', '455 V8 4-bbl', 'automatic only'],
  ['gto', '455 HO V8 4-bbl (standard)', '455 HO V8 4-bbl', 'standard'],
  ['2-plus-2', '389 V8 2-bbl (with manual transmission)', '389 V8 2-bbl', 'with manual transmission'],
  ['2-plus-2', '389 V8 2-bbl (with Hydra-Matic)', '389 V8 2-bbl', 'with Hydra-Matic'],
  ['firebird', '400 V8 4-bbl Ram Air (early 1968)', '400 V8 4-bbl Ram Air', 'early 1968'],
  ['firebird', '400 V8 4-bbl Ram Air II (from mid-1968)', '400 V8 4-bbl Ram Air II', 'from mid-1968'],
  ['firebird', '400 H.O. V8 4-bbl (Ram Air III)', '400 V8 4-bbl Ram Air III', 'sold as the 400 H.O.'],
  ['firebird', '350 V8 2-bbl, dual exhaust (Formula 350)', '350 V8 2-bbl', 'dual exhaust (Formula 350)'],
  ['firebird', '400 V8 4-bbl (Formula 400)', '400 V8 4-bbl', 'Formula 400'],
  ['firebird', '455 V8 4-bbl (Formula 455)', '455 V8 4-bbl', 'Formula 455'],
  ['firebird', '455 H.O. V8 4-bbl (Formula 455)', '455 H.O. V8 4-bbl', 'Formula 455'],
  ['firebird', '350 V8 4-bbl (Pontiac or Oldsmobile)', '350 V8 4-bbl', 'Pontiac or Oldsmobile'],
  [
    'firebird',
    '350 V8 4-bbl (Pontiac, or Oldsmobile in California and high-altitude areas)',
    '350 V8 4-bbl',
    'Pontiac, or Oldsmobile in California and high-altitude areas',
  ],
  [
    'firebird',
    '305 V8 2-bbl (Chevrolet; replaced the 301 during the year)',
    '305 V8 2-bbl (Chevrolet)',
    'replaced the 301 during the year',
  ],
  ['firebird', '400 V8 4-bbl (Pontiac)', '400 V8 4-bbl'],
  ['firebird', '400 V8 4-bbl T/A 6.6 (W72, four-speed only)', '400 V8 4-bbl T/A 6.6 (W72)', 'four-speed only'],
  ['firebird', '403 V8 4-bbl (Oldsmobile, automatic only)', '403 V8 4-bbl (Oldsmobile)', 'automatic only'],
  ['firebird', '305 V8 4-bbl (Chevrolet, California)', '305 V8 4-bbl (Chevrolet LG4)', 'California'],
  ['firebird', '305 V8 4-bbl (Chevrolet)', '305 V8 4-bbl (Chevrolet LG4)'],
  ['firebird', '5.0 L V8 4-bbl (LG4)', '305 V8 4-bbl (Chevrolet LG4)'],
  ['firebird', '5.7 L V8 Tuned Port Injection (automatic only)', '5.7 L V8 Tuned Port Injection', 'automatic only'],
  ['trans-am', '400 V8 4-bbl Ram Air IV (L67), special order', '400 V8 4-bbl Ram Air IV (L67)', 'special order'],
  ['trans-am', '455 V8 4-bbl H.O. (L75), mid-year, 4-speed only', '455 V8 4-bbl (L75)', 'sold as the 455 H.O.; mid-year, 4-speed only'],
  ['trans-am', '455 V8 4-bbl (L75), 4-speed only', '455 V8 4-bbl (L75)', '4-speed only'],
  ['trans-am', '400 V8 4-bbl “T/A 6.6” (W72), 4-speed only', '400 V8 4-bbl “T/A 6.6” (W72)', '4-speed only'],
  ['trans-am', 'Oldsmobile 403 V8 4-bbl (L80), automatic only', 'Oldsmobile 403 V8 4-bbl (L80)', 'automatic only'],
  ['trans-am', '305 V8 H.O. 4-bbl (L69), late availability, 5-speed only', '305 V8 H.O. 4-bbl (L69)', 'late availability, 5-speed only'],
  ['trans-am', '305 V8 H.O. 4-bbl (L69), 5-speed only', '305 V8 H.O. 4-bbl (L69)', '5-speed only'],
  ['trans-am', '305 V8 Tuned Port Injection (LB9), automatic only', '305 V8 Tuned Port Injection (LB9)', 'automatic only'],
  ['trans-am', '350 V8 Tuned Port Injection (L98), automatic only', '350 V8 Tuned Port Injection (L98)', 'automatic only'],
  ['trans-am', '305 V8 Tuned Port Injection (LB9), with 5-speed', '305 V8 Tuned Port Injection (LB9)', 'with 5-speed'],
  ['bonneville', '370 V8 4-bbl (manual transmission)', '370 V8 4-bbl', 'with manual transmission'],
  ['bonneville', '370 V8 4-bbl (Hydra-Matic)', '370 V8 4-bbl', 'with Hydra-Matic'],
  ['bonneville', '389 V8 4-bbl (Hydra-Matic)', '389 V8 4-bbl', 'with Hydra-Matic'],
  ['bonneville', '421 V8 (optional)', '421 V8', 'optional'],
  ['bonneville', '428 V8 4-bbl (high output)', '428 HO V8 4-bbl'],
  ['bonneville', '3.8 V6 (Buick 231)', '231 V6 (Buick)'],
  ['bonneville', '5.7 diesel V8 (Oldsmobile 350)', '350 diesel V8 (Oldsmobile)'],
  ['bonneville', '5.0 V8 (305)', '305 V8'],
  ['grand-prix', '389 V8 4-bbl (standard)', '389 V8 4-bbl', 'standard'],
  ['grand-prix', '389 V8 4-bbl (standard, with automatic)', '389 V8 4-bbl', 'standard, with automatic'],
  ['grand-prix', '389 V8 4-bbl (standard, with manual transmission)', '389 V8 4-bbl', 'standard, with manual transmission'],
  ['grand-prix', '389 V8 2-bbl (economy option)', '389 V8 2-bbl', 'economy option'],
  ['grand-prix', '389 V8 2-bbl (economy option, automatic only)', '389 V8 2-bbl', 'economy option, automatic only'],
  ['grand-prix', '389 V8 Tri-Power (high output)', '389 H.O. V8 Tri-Power'],
  ['grand-prix', '400 V8 4-bbl (standard)', '400 V8 4-bbl', 'standard'],
  ['grand-prix', '400 V8 2-bbl (economy option)', '400 V8 2-bbl', 'economy option'],
  ['grand-prix', '400 V8 2-bbl (no-cost economy option, automatic)', '400 V8 2-bbl', 'no-cost economy option, automatic'],
  ['grand-prix', '428 V8 4-bbl (standard in SJ)', '428 V8 4-bbl', 'standard in SJ'],
  ['grand-prix', '455 V8 4-bbl (standard in SJ)', '455 V8 4-bbl', 'standard in SJ'],
  ['grand-prix', '350 V8 2-bbl (standard)', '350 V8 2-bbl', 'standard'],
  ['grand-prix', '301 V8 2-bbl (standard)', '301 V8 2-bbl', 'standard'],
  ['grand-prix', '301 V8 2-bbl (standard in LJ)', '301 V8 2-bbl', 'standard in LJ'],
  ['grand-prix', '301 V8 4-bbl (standard in SJ)', '301 V8 4-bbl', 'standard in SJ'],
  ['grand-prix', '301 V8 4-bbl (standard in SJ outside California)', '301 V8 4-bbl', 'standard in SJ outside California'],
  ['grand-prix', '231 V6 2-bbl (Buick, standard)', '231 V6 2-bbl (Buick)', 'standard'],
  ['grand-prix', '231 V6 (Buick, standard)', '231 V6 2-bbl (Buick)', 'standard'],
  ['grand-prix', '3.8 V6 2-bbl (Buick, standard)', '231 V6 2-bbl (Buick)', 'standard'],
  ['grand-prix', '3.8 V6 2-bbl (standard)', '231 V6 2-bbl (Buick)', 'standard'],
  ['grand-prix', '3.8 V6 2-bbl (LD5, standard)', '231 V6 2-bbl (Buick)', 'LD5, standard'],
  ['grand-prix', '305 V8 (Chevrolet, California cars)', '305 V8 (Chevrolet)', 'California cars'],
  ['grand-prix', '305 V8 4-bbl (Chevrolet, California)', '305 V8 4-bbl (Chevrolet)', 'California'],
  ['grand-prix', '5.0 V8 4-bbl', '305 V8 4-bbl (Chevrolet)'],
  ['grand-prix', '5.0 V8 4-bbl (Chevrolet 305)', '305 V8 4-bbl (Chevrolet)'],
  ['grand-prix', '5.0 V8 4-bbl (LG4)', '305 V8 4-bbl (Chevrolet)', 'LG4'],
  ['grand-prix', '4.3 V6 fuel-injected (LB4)', '4.3 V6 fuel-injected', 'LB4'],
  ['grand-prix', '3.1 V6 multi-port fuel injection (automatic only)', '3.1 V6 multi-port fuel injection', 'automatic only'],
];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export class Migration20261126120000 extends Migration {
  override async up(): Promise<void> {
    for (const [modelSlug, oldName, newName, note] of RENAMES) {
      const [oldText, newText] = [literal(oldName), literal(newName)];
      const noteJson = note === undefined ? `'{}'::jsonb` : `jsonb_build_object('note', ${literal(note)}::text)`;
      this.addSql(`
        update "trims" as t set
          "specs" = case when t."specs" is null then null else jsonb_set(t."specs", '{engines}', (
            select coalesce(jsonb_agg(case when e->>'name' = ${oldText} then e || jsonb_build_object('name', ${newText}::text) || ${noteJson} else e end order by i), '[]'::jsonb)
            from jsonb_array_elements(t."specs"->'engines') with ordinality as x(e, i))) end,
          "engine_options" = (
            select coalesce(array_agg(name order by first), '{}')
            from (select case when o = ${oldText} then ${newText} else o end as name, min(i) as first
                  from unnest(t."engine_options") with ordinality as u(o, i) group by 1) as renamed),
          "updated_at" = now()
        from "years" as y join "models" as m on m."id" = y."model_id"
        where t."year_id" = y."id" and m."slug" = ${literal(modelSlug)}
          and (${oldText} = any(t."engine_options") or t."specs"->'engines' @> jsonb_build_array(jsonb_build_object('name', ${oldText}::text)));`);
    }
  }

  override async down(): Promise<void> {
    // The old names cannot be told apart again once merged (several became one), and they were the mistake.
  }
}
