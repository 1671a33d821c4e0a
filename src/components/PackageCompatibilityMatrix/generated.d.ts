// The module catalogue, written by plugins/module-catalogue during the build (createData).
declare module '@generated/module-catalogue/default/module-catalogue.json' {
    import type { ModuleCategory } from '@site/plugins/module-catalogue/catalogue';

    const catalogue: ModuleCategory[];
    export default catalogue;
}
