/** The value guide's public entry: what the rest of the app may use of it (pwa/src/README.md). */
export { useApprovedSales } from './useApprovedSales';
export { useModelNames } from './useModelNames';
export { useValuations } from './useValuations';
