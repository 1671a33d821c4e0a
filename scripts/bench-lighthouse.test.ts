import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { median } from '../shared/collections';
import { argumentsOf, figuresOf, medianTable, slowdownFor, type PageFigures } from './bench-lighthouse';

const result = (performance: number, lcp: number, failing: string[] = []) => ({
    environment: { benchmarkIndex: 1834.5 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 4.9 } },
    categories: {
        performance: { score: performance / 100, auditRefs: [] },
        accessibility: {
            score: failing.length > 0 ? 0.98 : 1,
            auditRefs: [
                { id: 'image-alt', weight: 10 },
                { id: 'heading-order', weight: 3 },
                { id: 'manual-check', weight: 0 },
            ],
        },
        'best-practices': { score: 1, auditRefs: [] },
        seo: { score: 1, auditRefs: [{ id: 'crawlable-anchors', weight: 1 }] },
    },
    audits: {
        'largest-contentful-paint': { score: 1, scoreDisplayMode: 'numeric', numericValue: lcp },
        'total-blocking-time': { score: 1, scoreDisplayMode: 'numeric', numericValue: 120 },
        'cumulative-layout-shift': { score: 1, scoreDisplayMode: 'numeric', numericValue: 0.01 },
        'resource-summary': {
            score: null,
            scoreDisplayMode: 'informative',
            details: { items: [{ resourceType: 'script', transferSize: 102_400 }, { resourceType: 'total' }] },
        },
        'mainthread-work-breakdown': { score: 1, scoreDisplayMode: 'numeric', numericValue: 1450.2 },
        'bootup-time': { score: 1, scoreDisplayMode: 'numeric', numericValue: 820.7 },
        'long-tasks': {
            score: null,
            scoreDisplayMode: 'informative',
            details: {
                items: [
                    { url: 'http://127.0.0.1:4000/', duration: 61.2 },
                    { url: 'http://127.0.0.1:4000/assets/js/main.1a2b3c4d.js', duration: 240.4 },
                    { url: 'Unattributable', duration: 55 },
                    { url: 'http://127.0.0.1:4000/assets/js/runtime~main.5e6f.js', duration: 52 },
                ],
            },
        },
        'image-alt': { score: 1, scoreDisplayMode: 'binary' },
        'heading-order': { score: failing.includes('heading-order') ? 0 : 1, scoreDisplayMode: 'binary' },
        'manual-check': { score: 0, scoreDisplayMode: 'manual' },
        'crawlable-anchors': { score: null, scoreDisplayMode: 'notApplicable' },
    },
});

describe('bench:lighthouse', () => {
    it('reads the scores, the metrics, the JavaScript transferred and the failing audits of a report', () => {
        assert.deepEqual(figuresOf(result(93, 1800, ['heading-order'])), {
            performance: 93,
            accessibility: 98,
            bestPractices: 100,
            seo: 100,
            lcp: 1800,
            tbt: 120,
            cls: 0.01,
            jsBytes: 102_400,
            mainThread: 1450.2,
            bootup: 820.7,
            benchmarkIndex: 1834.5,
            cpuSlowdown: 4.9,
            longTasks: [
                { script: 'main.1a2b3c4d.js', duration: 240 },
                { script: 'page', duration: 61 },
                { script: 'Unattributable', duration: 55 },
            ],
            failing: ['accessibility/heading-order'],
        } satisfies PageFigures);
    });

    it('slows the CPU down enough to stand for a machine no faster than the target benchmarkIndex', () => {
        assert.equal(slowdownFor(3000, 1500), 8);
        assert.equal(slowdownFor(1834, 1500), 4.9);
        assert.equal(slowdownFor(1200, 1500), 4, 'a slower machine keeps the preset');
    });

    it('reads the CPU slowdown and the target benchmarkIndex from the command line', () => {
        assert.equal(argumentsOf([]).cpuSlowdown, 4);
        assert.equal(argumentsOf(['--cpu-slowdown', '6']).cpuSlowdown, 6);
        assert.equal(argumentsOf([]).throttling, 'simulate');
        assert.equal(argumentsOf(['--throttling', 'devtools']).throttling, 'devtools');
        assert.throws(() => argumentsOf(['--throttling', 'provided']), /--throttling takes simulate or devtools/);
        assert.equal(argumentsOf(['--target-index', '1500', '--runs', '5']).targetIndex, 1500);
        assert.throws(() => argumentsOf(['--cpu-slowdown', 'fast']), /--cpu-slowdown/);
    });

    it('takes the median of odd and even numbers of runs', () => {
        assert.equal(median([90, 60, 99]), 90);
        assert.equal(median([90, 60, 99, 70]), 80);
    });

    it("tabulates each template's medians, with each run's score and the audits that failed in any run", () => {
        const table = medianTable(
            new Map([
                [
                    'home',
                    [
                        figuresOf(result(95, 1500)),
                        figuresOf(result(70, 2500, ['heading-order'])),
                        figuresOf(result(91, 1700)),
                    ],
                ],
            ]),
        );
        assert.match(table, /^\| Template \| Route \| Perf \|/);
        assert.match(
            table,
            /\| home \| `\/` \| 91 \| 100 \| 100 \| 100 \| 1\.7 s \| 120 ms \| 1450 ms \| 821 ms \| 0\.010 \| 100 KiB \| 95, 70, 91 \| 120, 120, 120 \| 1835, 1835, 1835 \| 4\.9, 4\.9, 4\.9 \| 1498, 1498, 1498 \|/,
        );
        assert.match(table, /- home: main\.1a2b3c4d\.js 240 ms, page 61 ms, Unattributable 55 ms/);
        assert.match(table, /- home: accessibility\/heading-order/);
    });
});
