import { useEffect, useState } from 'react';

/**
 * A module of parts (components) loaded on demand, once, in a chunk of its own: `load` starts (or joins) the loading,
 * `useParts` gives the parts once loaded and undefined until then (or while offline: a failed load is tried again on
 * the next use). Not React.lazy: a Suspense boundary that showed its fallback reveals its content up to 300 ms later
 * (React batches reveals), which an offline People's Choice tab of 500 cars felt in full.
 */
export function lazyParts<Parts>(importParts: () => Promise<Parts>) {
  let loaded: Parts | undefined;
  let loading: Promise<Parts> | undefined;
  const load = (): Promise<Parts> =>
    (loading ??= importParts().then(
      (parts) => (loaded = parts),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function useParts(): Parts | undefined {
    const [parts, setParts] = useState(loaded);
    useEffect(() => {
      if (parts) return;
      let current = true;
      load().then(
        (next) => current && setParts(next),
        () => {},
      );
      return () => {
        current = false;
      };
    }, [parts]);
    return parts;
  }
  return { load, useParts };
}
