/**
 * What `@theme/Logo` renders inside the docs sidebar (src/theme/DocSidebar/Desktop provides it, src/theme/Logo reads
 * it): the sidebar's own logo. Elsewhere (the navbar) there is none, and the theme's logo renders. It comes
 * through the context, so that it loads with the docs pages' code rather than with every page's.
 */
import { createContext, type ReactNode } from 'react';

/** Renders the logo in the theme's place, with the class name the theme gives it */
export const LogoReplacement = createContext<((className?: string) => ReactNode) | null>(null);
