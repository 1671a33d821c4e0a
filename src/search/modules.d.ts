// Types for the modules the ejected SearchBar imports that ship none (the theme compiles without them).
declare module '@docsearch/react/modal' {
    export * from '@docsearch/react';
}
declare module '@docsearch/react/style';
declare module 'react-dom' {
    import type { ReactNode, ReactPortal } from 'react';

    export function createPortal(
        children: ReactNode,
        container: Element | DocumentFragment,
        key?: string | null,
    ): ReactPortal;
}
declare module 'algoliasearch/dist/lite/builds/browser' {
    export const liteClient: unknown;
}
