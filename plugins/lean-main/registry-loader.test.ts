import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import loader from './registry-loader';

const { withoutModulePaths } = loader as unknown as { withoutModulePaths: (source: string) => string };

const registry = [
    'export default {',
    '  "014e8643": [() => import(/* webpackChunkName: "014e8643" */ "/site/.docusaurus/framework/default/page-3e3a881cf0aadcbd.json"), "/site/.docusaurus/framework/default/page-3e3a881cf0aadcbd.json", require.resolveWeak("/site/.docusaurus/framework/default/page-3e3a881cf0aadcbd.json")],',
    '  "0155977c": [() => import(/* webpackChunkName: "0155977c" */ "@site/handbook/reporting/index.mdx"), "@site/handbook/reporting/index.mdx", require.resolveWeak("@site/handbook/reporting/index.mdx")],',
    '};',
].join('\n');

describe('lean-main: registry-loader', () => {
    it('keeps each loader and weak id, and drops the module path only the server reads', () => {
        assert.equal(
            withoutModulePaths(registry),
            [
                'export default {',
                '  "014e8643": [() => import(/* webpackChunkName: "014e8643" */ "/site/.docusaurus/framework/default/page-3e3a881cf0aadcbd.json"), "", require.resolveWeak("/site/.docusaurus/framework/default/page-3e3a881cf0aadcbd.json")],',
                '  "0155977c": [() => import(/* webpackChunkName: "0155977c" */ "@site/handbook/reporting/index.mdx"), "", require.resolveWeak("@site/handbook/reporting/index.mdx")],',
                '};',
            ].join('\n'),
        );
    });

    it('fails, rather than doing nothing, when the registry has another shape', () => {
        assert.throws(
            () => withoutModulePaths('export default {\n  "a": [() => import("x"), require.resolveWeak("x")],\n};'),
            /rewrote 0 of the 1 entries/,
        );
    });
});
