// the package's ES module build, which `prism-react-renderer.ts` imports by path: the same API as the package
declare module 'prism-react-renderer/dist/index.mjs' {
    export * from 'prism-react-renderer';
}
