import { createContext, use } from "react";

/**
 * Slots: a place on a lower module's screen that modules above it fill (the scheduling page's Trades and Call-back
 * tabs), so that the lower module never imports them (features/LAYERS.md). The module that offers a slot names it
 * here, with the shape of what fills it, by declaration merging:
 *   declare module "@/lib/slots" { interface Slots { "scheduling.workflows": ShiftWorkflow } }
 * A module above fills it from its manifest (`fills`, lib/module.ts) with a loader, so that the code filling a
 * slot ships with the screen that shows it, not in the app's entry.
 */
// biome-ignore lint/suspicious/noEmptyInterface: one key per slot, added by the module offering it
export interface Slots {}

export type SlotName = keyof Slots;

/** A module's fills: per slot, the loader of what it puts there. */
export type SlotFills = { [K in SlotName]?: () => Promise<Slots[K]> };

/** Every module's fills, in the module list's order (app/modules.ts gives them to the app). */
export const SlotFillsContext = createContext<readonly SlotFills[]>([]);

const loads = new WeakMap<readonly SlotFills[], Map<SlotName, Promise<unknown[]>>>();

function load<K extends SlotName>(fills: readonly SlotFills[], name: K): Promise<Slots[K][]> {
  let byName = loads.get(fills);
  if (!byName) {
    byName = new Map();
    loads.set(fills, byName);
  }
  let loading = byName.get(name);
  if (!loading) {
    const loaders = fills.flatMap((f) => f[name] ?? []) as (() => Promise<Slots[K]>)[];
    loading = Promise.all(loaders.map((loader) => loader()));
    byName.set(name, loading);
  }
  return loading as Promise<Slots[K][]>;
}

/** What fills the slot, in the module list's order; the screen waits (its Suspense) until that has loaded. */
export function useSlot<K extends SlotName>(name: K): Slots[K][] {
  return use(load(use(SlotFillsContext), name));
}

/** Starts loading what fills the slot, without waiting: it then arrives alongside the screen's own code. */
export function usePreloadSlot(name: SlotName) {
  void load(use(SlotFillsContext), name);
}
