import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { patchedModule } from './index';

type Patch = (source: string) => string;
type PatchName =
    | 'keepErrorStatus'
    | 'idPerList'
    | 'configurableCredit'
    | 'backdropNotAButton'
    | 'pluginsFromProps'
    | 'linkIsTheOption'
    | 'patchDocSearch';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const patches = require('./loader.js') as Record<PatchName, Patch>;

const {
    keepErrorStatus,
    idPerList,
    configurableCredit,
    backdropNotAButton,
    pluginsFromProps,
    linkIsTheOption,
    patchDocSearch,
} = patches;

describe('docsearch-patches', () => {
    const file = require.resolve('@docsearch/react/dist/esm/index.js');
    const installed = readFileSync(file, 'utf8');

    it('targets the file the modal is bundled from: the one that the entry the search bar imports re-exports', () => {
        const searchBar = readFileSync(
            path.join(__dirname, '..', '..', 'src', 'theme', 'SearchBar', 'index.tsx'),
            'utf8',
        );
        const imported = searchBar.match(/import\('(@docsearch\/react\/[\w/]+)'\)/)?.[1];
        assert.equal(imported, '@docsearch/react/modal', 'the search bar loads the modal from this entry');
        const entry = require.resolve(imported);
        const reexported = readFileSync(entry, 'utf8').match(/export \{\s*DocSearchModal\s*\} from '([^']+)'/)?.[1];
        assert.ok(reexported, `${entry} re-exports DocSearchModal`);
        const bundled = require.resolve(path.resolve(path.dirname(entry), reexported));
        assert.match(bundled, patchedModule);
    });

    it('rewrites the request\'s finally, once, so that an "error" status is kept', () => {
        const patched = keepErrorStatus(installed);
        assert.notEqual(patched, installed);
        assert.equal(patched.replace(/"error"!==\w+\.getState\(\)\.status&&/, ''), installed, 'nothing else changes');
        assert.match(patched, /\.finally\(\(function\(\)\{"error"!==\w+\.getState\(\)\.status&&\w+\("idle"\)/);
    });

    it('gives each list of hits the id the search box says it controls', () => {
        const patched = idPerList(installed);
        assert.match(patched, /\.createElement\("ul",(\w+)\.getListProps\(\{source:\1\.collection\.source\}\)/);
        assert.equal(patched.replace(/\{source:\w+\.collection\.source\}/, ''), installed, 'nothing else changes');
    });

    it('lets the footer show another credit than Algolia’s, and Algolia’s when it is given none', () => {
        const patched = configurableCredit(installed);
        assert.match(patched, /className:"DocSearch-Logo"\},(\w+)\.credit\|\|\w+\.createElement\(\w+,\{translations:/);
        assert.equal(patched.replace(/\w+\.credit\|\|/, ''), installed, 'nothing else changes');
    });

    it('leaves the backdrop a plain element that closes the modal on a click, not a button around it', () => {
        const patched = backdropNotAButton(installed);
        assert.match(patched, /"DocSearch-Container--Errored"\]\.filter\(Boolean\)\.join\(" "\),onMouseDown:/);
        assert.equal(patched.length, installed.length - ',role:"button",tabIndex:0'.length, 'nothing else changes');
    });

    it("passes the modal's autocompletePlugins to its autocomplete, and only there", () => {
        const patched = pluginsFromProps(installed);
        assert.match(
            patched,
            /function \w+\((\w+)\)\{var \w+=\1\.appId,\w+=\1\.apiKey,[^]*?id:"docsearch",plugins:\1\.autocompletePlugins\|\|\[\],/,
        );
        assert.equal(
            patched.replace(/plugins:\w+\.autocompletePlugins\|\|\[\],/, ''),
            installed,
            'nothing else changes',
        );
    });

    it("moves the option's id, role and selection from the hit's list item to the hit component, which renders the link", () => {
        const patched = linkIsTheOption(installed);
        assert.match(patched, /\{role:"none",id:void 0,"aria-selected":void 0\}/);
        assert.match(
            patched,
            /\.createElement\(\w+,\{hit:\w+,option:\{id:__docsearchOption\.id,role:__docsearchOption\.role,"aria-selected":__docsearchOption\["aria-selected"\]\}\}/,
        );
        assert.equal((patched.match(/__docsearchOption=/g) ?? []).length, 1, 'the item props are asked for once');
    });

    it('applies all six, and fails loudly on code it does not recognise', () => {
        assert.notEqual(patchDocSearch(installed), installed);
        assert.throws(
            () => keepErrorStatus('export const nothing = 1;'),
            /@docsearch\/react no longer has the request "finally"/,
        );
        assert.throws(() => idPerList('export const nothing = 1;'), /@docsearch\/react no longer has the list of hits/);
        assert.throws(
            () => configurableCredit('export const nothing = 1;'),
            /@docsearch\/react no longer has the footer logo/,
        );
        assert.throws(
            () => backdropNotAButton('export const nothing = 1;'),
            /@docsearch\/react no longer has the modal backdrop/,
        );
        assert.throws(
            () => pluginsFromProps('export const nothing = 1;'),
            /@docsearch\/react no longer has the modal autocomplete/,
        );
        assert.throws(
            () => linkIsTheOption('export const nothing = 1;'),
            /@docsearch\/react no longer has the hit list item/,
        );
    });
});
