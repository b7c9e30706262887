import { useEffect, useRef, useState } from 'react';

/**
 * Text typed into an input whose value lives in the URL. Router updates arrive a little later
 * (they run as transitions), so the input keeps its own draft: our own writes coming back are
 * ignored, while changes made elsewhere (the header search, "Clear filters") replace the draft.
 */
export function useUrlDraft(urlValue: string, write: (value: string) => void) {
  const [draft, setDraft] = useState(urlValue);
  const latest = useRef(urlValue);
  const pending = useRef(new Set<string>());

  useEffect(() => {
    if (urlValue === latest.current) {
      // Our newest write has landed: anything older still on its way is stale.
      pending.current.clear();
      return;
    }
    if (pending.current.has(urlValue)) return;
    latest.current = urlValue;
    setDraft(urlValue);
  }, [urlValue]);

  const change = (value: string) => {
    setDraft(value);
    latest.current = value;
    pending.current.add(value);
    write(value);
  };

  return [draft, change] as const;
}
