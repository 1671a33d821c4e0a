import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { browserContextFile, codeWordWrapFile, docusaurusClientEntry, stagedEntry } from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as the bundler loads it
const { asTransition } = require('./transition-loader.js') as { asTransition: (source: string) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as the bundler loads it
const { withQuietWordWrap } = require('./word-wrap-loader.js') as { withQuietWordWrap: (source: string) => string };

describe('staged-start', () => {
    it("puts boot.js in place of Docusaurus's client entry", () => {
        assert.equal(stagedEntry(docusaurusClientEntry), path.join(__dirname, 'boot.js'));
    });

    it('fails the build, naming the patch, when the client entry is not the one it replaces', () => {
        assert.throws(() => stagedEntry(['/somewhere/else.js']), /site patch "staged-start" did not apply/);
    });

    it("makes the installed Docusaurus's post-hydration update a transition", () => {
        const patched = asTransition(readFileSync(browserContextFile, 'utf8'));
        assert.match(patched, /import React, \{ startTransition, useEffect, useState \} from 'react';/);
        assert.match(patched, /startTransition\(\(\) => setIsBrowser\(true\)\);/);
        assert.doesNotMatch(patched, /^\s+setIsBrowser\(true\);$/m);
    });

    it('fails when the file no longer holds what it rewrites', () => {
        assert.throws(
            () => asTransition('export const Context = 1;'),
            /staged-start: @docusaurus\/core\/lib\/client\/browserContext.js no longer has/,
        );
    });

    it("keeps the installed theme's hidden tab panel out of state, and shows the word-wrap button in a transition", () => {
        const patched = withQuietWordWrap(readFileSync(codeWordWrapFile, 'utf8'));
        assert.doesNotMatch(patched, /setHiddenTabElement/);
        assert.match(patched, /observer\.observe\(hiddenTab, \{ attributes: true, attributeFilter: \['hidden'\] \}\)/);
        assert.match(patched, /startTransition\(\(\) => setIsCodeScrollable\(isScrollable\)\)/);
        assert.match(
            patched,
            /^import \{ startTransition, useState, useCallback, useEffect, useRef \} from 'react';$/m,
        );
    });

    it('fails when the word wrap no longer holds what it rewrites', () => {
        assert.throws(
            () => withQuietWordWrap('export function useCodeWordWrap() {}'),
            /staged-start: @docusaurus\/theme-common\/lib\/hooks\/useCodeWordWrap.js no longer has/,
        );
    });
});
