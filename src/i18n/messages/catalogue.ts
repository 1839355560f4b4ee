import type { fi } from './fi.ts';

/** The same tree as `T`, with every message widened to `string`. */
type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** The shape every language's catalogue has: exactly the keys of the Finnish source. */
export type Catalogue = Messages<typeof fi>;
