import { createElement, lazy, useState, type ComponentType } from 'react';

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A page in a chunk of its own (React.lazy) that can also be loaded ahead, as main.tsx does before hydrating a
 * prerendered page: once loaded, the page renders at once instead of suspending. A page still suspended while it
 * hydrates would be swapped for "Loading..." as soon as an update from above (the restored query cache) reaches it.
 * Each feature declares its pages with it in its entry (index.ts), and the router takes them from there.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const loadAndKeep = async () => {
    const module = await load();
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(loadAndKeep);
  function Page() {
    // Chosen once per mount: switching from the lazy to the loaded component later would remount the page.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component);
  }
  loaders.set(Page, loadAndKeep);
  return Page;
}

/** How to load a page made by `lazyPage`, if the component is one. */
export const pageLoader = (component: unknown) => (typeof component === 'function' ? loaders.get(component) : undefined);
