/**
 * Stands in for the classic theme's `prism-include-languages` client module, which imported Prism into
 * every page's `main` bundle: the languages are registered where Prism is used (see index.ts).
 */
export {};
