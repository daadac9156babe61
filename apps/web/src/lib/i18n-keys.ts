import type { Namespace, ParseKeys } from 'i18next';

/**
 * A translation key of a namespace. Keys written in the code are checked by `t` itself; keys that
 * arrive as data (menu entries and route titles from config, FAQ ids read from the texts) are cast
 * to this at the one place they are read, and their tests check that each one exists.
 */
export type TKeyOf<N extends Namespace> = ParseKeys<N>;
