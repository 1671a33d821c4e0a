import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { patchedModule } from './index';

type Patch = (source: string) => string;
type PatchName = 'keepErrorStatus' | 'idPerList' | 'configurableCredit' | 'comboboxContainer' | 'patchDocSearch';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const patches = require('./loader.js') as Record<PatchName, Patch>;

const { keepErrorStatus, idPerList, configurableCredit, comboboxContainer, patchDocSearch } = patches;

describe('docsearch-patches', () => {
    const file = require.resolve('@docsearch/react/dist/esm/index.js');
    const installed = readFileSync(file, 'utf8');

    it('targets the file the modal is bundled from', () => {
        assert.match(file, patchedModule);
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

    it('keeps the modal’s container the combobox it is, not a focusable button around the search box', () => {
        const patched = comboboxContainer(installed);
        assert.doesNotMatch(patched, /"DocSearch-Container--Errored"[^}]*role:"button"/);
        assert.equal(patched.length, installed.length - 'role:"button",tabIndex:0,'.length, 'nothing else changes');
    });

    it('applies all four, and fails loudly on code it does not recognise', () => {
        assert.notEqual(patchDocSearch(installed), installed);
        assert.throws(() => keepErrorStatus('export const nothing = 1;'), /expected one request "finally"/);
        assert.throws(() => idPerList('export const nothing = 1;'), /expected one list of hits/);
        assert.throws(() => configurableCredit('export const nothing = 1;'), /expected one footer logo/);
        assert.throws(() => comboboxContainer('export const nothing = 1;'), /expected one modal container/);
    });
});
