/**
 * What a type-aware block tells its lines: the identifiers on each line (src/theme/CodeBlock/Line renders them).
 * A module of its own, so the theme's lines, which every code block uses, import only this.
 */
import { createContext } from 'react';

import type { LineItem } from '@site/shared/type-aware-code';

export const TypeAwareLines = createContext<ReadonlyMap<number, LineItem[]> | undefined>(undefined);

/** The attribute an identifier's element carries: the index of its quick info in the page's chunk */
export const quickInfoAttribute = 'data-quick-info';
