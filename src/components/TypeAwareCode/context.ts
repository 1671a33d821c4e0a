/**
 * How a type-aware block renders its lines: given the props the theme gives a line, the props to render it with.
 * The theme's line (src/theme/CodeBlock/Line), which every code block of every page uses, imports only this
 * module; the work is done by src/components/TypeAwareCode, which only pages with such a block load.
 */
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import { createContext } from 'react';

export const TypeAwareLines = createContext<((props: LineProps) => LineProps) | undefined>(undefined);
