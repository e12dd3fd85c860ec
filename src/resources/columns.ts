import type { ReactNode } from 'react';
import type { Column } from './definition';

/** A column showing one property as it is. */
export const column = <T>(header: string, key: keyof T & string): Column<T> => ({
  header,
  value: (record) => record[key] as ReactNode,
});
