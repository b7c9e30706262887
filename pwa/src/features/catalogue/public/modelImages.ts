/** A public entry of the catalogue of its own (see ../index.ts): a model's pictures, in their display order. */
export { sortByDisplayOrder } from '../sortImages';
export { useModelImages } from '../useModelImages';
