/** A public entry of the catalogue of its own (see ../index.ts): a model year's data, with its reference schemas. */
export { useModelYear } from '../useModelYear';
