import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ansiToHtml, stripAnsi, xterm256 } from './ansi';

const esc = '\u001B';

describe('ansiToHtml', () => {
    it('leaves plain text as it is, HTML-escaped', () => {
        assert.equal(
            ansiToHtml('Toby ensures that <<current page>>.title() does equal "Tiny To-do" & more'),
            'Toby ensures that &lt;&lt;current page&gt;&gt;.title() does equal &quot;Tiny To-do&quot; &amp; more',
        );
    });

    it("wraps coloured text in a span with the colour's class, and ends it at the reset", () => {
        assert.equal(
            ansiToHtml(`${esc}[32m✓ ${esc}[39mToby navigates to "/"`),
            '<span class="ansi-fg-green">✓ </span>Toby navigates to &quot;/&quot;',
        );
    });

    it('combines weight and colour, as chalk nests them', () => {
        assert.equal(
            ansiToHtml(`${esc}[1m${esc}[37mTiny To-do: starts with an empty list${esc}[39m${esc}[22m`),
            '<span class="ansi-fg-white ansi-bold">Tiny To-do: starts with an empty list</span>',
        );
    });

    it('knows the bright colours and the backgrounds', () => {
        assert.equal(
            ansiToHtml(`${esc}[91;104mx${esc}[0m`),
            '<span class="ansi-fg-bright-red ansi-bg-bright-blue">x</span>',
        );
    });

    it('treats an empty SGR sequence as a reset', () => {
        assert.equal(ansiToHtml(`${esc}[31mred${esc}[mplain`), '<span class="ansi-fg-red">red</span>plain');
    });

    it('turns 256-colour and true-colour sequences into inline styles', () => {
        assert.equal(
            ansiToHtml(`${esc}[38;5;196ma${esc}[38;2;10;20;30mb${esc}[48;5;2mc`),
            '<span style="color: rgb(255, 0, 0)">a</span>' +
                '<span style="color: rgb(10, 20, 30)">b</span>' +
                '<span class="ansi-bg-green" style="color: rgb(10, 20, 30)">c</span>',
        );
    });

    it('swaps the colours of inverse video', () => {
        assert.equal(ansiToHtml(`${esc}[7;31mx`), '<span class="ansi-fg-terminal-bg ansi-bg-red">x</span>');
    });

    it('drops escape sequences that are not about colour, such as cursor moves and window titles', () => {
        assert.equal(ansiToHtml(`a${esc}[2Kb${esc}[1Gc${esc}]0;title\u0007d`), 'abcd');
    });
});

describe('stripAnsi', () => {
    it('returns the text a terminal shows', () => {
        assert.equal(stripAnsi(`${esc}[33m----${esc}[39m ${esc}[1mbold${esc}[22m`), '---- bold');
    });
});

describe('xterm256', () => {
    it('maps the colour cube and the grey ramp', () => {
        assert.deepEqual(xterm256(1), { kind: 'named', index: 1 });
        assert.deepEqual(xterm256(16), { kind: 'rgb', value: 'rgb(0, 0, 0)' });
        assert.deepEqual(xterm256(231), { kind: 'rgb', value: 'rgb(255, 255, 255)' });
        assert.deepEqual(xterm256(232), { kind: 'rgb', value: 'rgb(8, 8, 8)' });
        assert.deepEqual(xterm256(255), { kind: 'rgb', value: 'rgb(238, 238, 238)' });
    });
});
