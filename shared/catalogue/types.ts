/** Shapes stored in the catalogue's jsonb columns; defined once, by the zod schemas that validate them. */
export type { EngineSpec, SourceRef, TrimNote, TrimSpecs } from './reference-schemas';
