import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { figuresOf, median, medianTable, type PageFigures } from './bench-lighthouse';

const result = (performance: number, lcp: number, failing: string[] = []) => ({
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
            failing: ['accessibility/heading-order'],
        } satisfies PageFigures);
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
            /\| home \| `\/` \| 91 \| 100 \| 100 \| 100 \| 1\.7 s \| 120 ms \| 0\.010 \| 100 KiB \| 95, 70, 91 \|/,
        );
        assert.match(table, /- home: accessibility\/heading-order/);
    });
});
