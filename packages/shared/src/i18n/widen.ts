/** A catalogue's shape with every text widened to string: the other locales must match it key for key. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
