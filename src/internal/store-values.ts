import type { ReadableAtom, StoreValue } from 'nanostores';

/** What each of some stores holds, by the names they are given. */
export type StoreValues<Stores> = { readonly [Name in keyof Stores]: StoreValue<Stores[Name]> };

/** What some stores hold now, by name (reading only those: an unwatched derived store computes when read). */
export function valuesOf<Stores extends Record<string, ReadableAtom<unknown>>>(stores: Stores): StoreValues<Stores> {
  const values = {} as Record<keyof Stores, unknown>;
  for (const name in stores) values[name] = stores[name].get();
  return values as StoreValues<Stores>;
}
