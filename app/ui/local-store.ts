/**
 * A value kept in the visitor's browser (localStorage) that components read with
 * `useSyncExternalStore`: the server and the hydrating render see the fallback, so the shared,
 * cached HTML hydrates without a mismatch, and the stored value follows right after. Other tabs
 * stay in step through the `storage` event. A stored value that no longer parses is the fallback.
 */
import { useSyncExternalStore } from "react";

type LocalStore<T> = {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (onChange: () => void) => () => void;
  use: () => T;
};

export function createLocalStore<T>(key: string, parse: (raw: unknown) => T | undefined, fallback: T): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return fallback; // storage blocked (private mode, policy): the page works without it
    }
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    let value: T | undefined;
    try {
      value = raw === null ? undefined : parse(JSON.parse(raw));
    } catch {
      value = undefined;
    }
    cachedValue = value ?? fallback;
    return cachedValue;
  };

  const notify = () => listeners.forEach((l) => l());

  const store: LocalStore<T> = {
    get: () => (typeof window === "undefined" ? fallback : read()),
    set(next) {
      const value = typeof next === "function" ? (next as (c: T) => T)(store.get()) : next;
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Not stored (quota, blocked): still shown for this page view.
        cachedRaw = JSON.stringify(value);
        cachedValue = value;
      }
      notify();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      const onStorage = (e: StorageEvent) => e.key === key && onChange();
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener("storage", onStorage);
      };
    },
    use: () => useSyncExternalStore(store.subscribe, store.get, () => fallback),
  };
  return store;
}
