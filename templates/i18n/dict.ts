// What every language must say: the English dictionary's shape, which each other language
// is checked against. Its own module, so that a language need not import the index that
// imports it.
import type { en } from './en.ts';

export type Dict = typeof en;
