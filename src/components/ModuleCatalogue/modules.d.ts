// The module catalogue that plugins/framework writes into Docusaurus's generated files (see catalogue.ts)
declare module '@generated/framework/default/module-catalogue.json' {
    import type { ModuleCategory } from '@site/shared/catalogue';

    const catalogue: ModuleCategory[];
    export default catalogue;
}
