import type en from './en/index.ts';
import type startup from './en/startup.ts';

/** A catalogue with the English one's keys, every text a string (English is the reference language). */
type SameKeys<T> = { [Key in keyof T]: T[Key] extends string ? string : SameKeys<T[Key]> };
export type Catalogue = SameKeys<typeof en>;
export type Namespace = keyof Catalogue;
/** The namespaces loaded before the first render; the others load with their pages. */
export type StartupNamespace = keyof typeof startup;
export type PageNamespace = Exclude<Namespace, StartupNamespace>;
