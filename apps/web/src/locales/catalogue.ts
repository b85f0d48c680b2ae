import type en from './en/index.ts';

/** A catalogue with the English one's keys, every text a string (English is the reference language). */
type SameKeys<T> = { [Key in keyof T]: T[Key] extends string ? string : SameKeys<T[Key]> };
export type Catalogue = SameKeys<typeof en>;
export type Namespace = keyof Catalogue;
