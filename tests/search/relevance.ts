/**
 * The relevance suite: runs every case of relevance-cases.ts through the embedded search engine — the code
 * the reader's browser runs — against the index the build wrote, and reports how often an acceptable page is
 * the first hit and among the first three, as the search modal shows them. Deterministic: no browser, no timing.
 * Then it does the same for real-questions.ts, the questions users asked in the framework's tracker, and reports
 * those figures apart: our own cases speak the site's vocabulary, the real questions speak the readers'.
 *
 *   npm run test:relevance            after npm run build; exits 1 below the goals (goals, realGoals)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { recordsFromIndexFiles } from '../../plugins/search-index/shards';
import { manifestPath, type SearchManifest, type SearchRecord } from '../../shared/search/records';
import { EmbeddedSearchEngine } from '../../src/search/engine';
import { type RealQuestion, realQuestions } from './real-questions';
import { type RelevanceCase, relevanceCases } from './relevance-cases';

/** Goals for our own cases: they speak the site's vocabulary, so nearly every answer is among the first three */
export const goals = { top1: 0.75, top3: 0.98 };

/** Goals for the real questions from the tracker, which speak the readers' vocabulary */
export const realGoals = { top1: 0.7, top3: 0.85 };

/** The kinds of query whose acceptable answer must be the very first hit: an API name typed exactly */
export const alwaysFirst: Array<RelevanceCase['kind']> = ['exact', 'dotted', 'error'];

/** A handbook page's contextual filters, as the modal sends them */
export const contextualFacetFilters = [
    'language:en',
    [
        'docusaurus_tag:default',
        'docusaurus_tag:docs-default-current',
        'docusaurus_tag:docs-community-current',
        'docusaurus_tag:docs-releases-current',
    ],
];

export interface Hit {
    url: string;
    hierarchy: Record<string, string | null>;
}

/** The order the modal shows hits in: grouped by section (lvl0) in order of first appearance, at most 5 a group */
export function displayOrder(hits: Hit[], maxPerGroup = 5): Hit[] {
    const groups = new Map<string, Hit[]>();
    for (const hit of hits) {
        const section = hit.hierarchy.lvl0 ?? '';
        const group = groups.get(section) ?? [];
        groups.set(section, group);
        if (group.length < maxPerGroup) {
            group.push(hit);
        }
    }
    return [...groups.values()].flat();
}

/** The site-relative URLs a case accepts, `api:` names resolved through the API reference's name index */
export function acceptedUrls(accept: string[], names: Record<string, string[]>): string[] {
    return accept.flatMap(entry => {
        if (!entry.startsWith('api:')) {
            return [entry];
        }
        const urls = names[entry.slice('api:'.length)];
        if (!urls?.length) {
            throw new Error(`The relevance case names ${entry}, which the API reference does not document`);
        }
        return urls;
    });
}

export function isAccepted(url: string, accepted: string[]): boolean {
    const { pathname, hash } = new URL(url);
    return accepted.some(candidate => {
        const [acceptedPath, anchor] = candidate.split('#');
        return acceptedPath === pathname && (anchor === undefined || hash === `#${anchor}`);
    });
}

/** What the suite needs of a case: the words typed, the pages that answer, and a kind to group the figures by */
export interface SearchCase {
    query: string;
    accept: string[];
    kind: string;
}

export interface CaseResult<C extends SearchCase = RelevanceCase> {
    case: C;
    /** 1-based position of the first acceptable hit as the modal shows them, or undefined */
    rank?: number;
    shown: string[];
}

export async function evaluate<C extends SearchCase = RelevanceCase>(
    engine: EmbeddedSearchEngine,
    cases: C[],
    names: Record<string, string[]>,
): Promise<Array<CaseResult<C>>> {
    const results: Array<CaseResult<C>> = [];
    await engine.warmUp(contextualFacetFilters);
    await engine.loaded();
    for (const relevanceCase of cases) {
        const accepted = acceptedUrls(relevanceCase.accept, names);
        const response = await engine.search({
            query: relevanceCase.query,
            hitsPerPage: 20,
            facetFilters: contextualFacetFilters,
            attributesToRetrieve: ['hierarchy', 'url'],
            attributesToHighlight: [],
            attributesToSnippet: [],
        });
        const shown = displayOrder(response.hits as Hit[]);
        const index = shown.findIndex(hit => isAccepted(hit.url, accepted));
        results.push({
            case: relevanceCase,
            ...(index >= 0 ? { rank: index + 1 } : {}),
            shown: shown.slice(0, 5).map(hit => new URL(hit.url).pathname + new URL(hit.url).hash),
        });
    }
    return results;
}

export interface Figures {
    cases: number;
    top1: number;
    top3: number;
    byKind: Record<string, { cases: number; top1: number; top3: number }>;
}

export function figuresOf(results: Array<CaseResult<SearchCase>>): Figures {
    const share = (list: Array<CaseResult<SearchCase>>, k: number) =>
        list.filter(result => result.rank !== undefined && result.rank <= k).length / list.length;
    const kinds = [...new Set(results.map(result => result.case.kind))];
    return {
        cases: results.length,
        top1: share(results, 1),
        top3: share(results, 3),
        byKind: Object.fromEntries(
            kinds.map(kind => {
                const ofKind = results.filter(result => result.case.kind === kind);
                return [kind, { cases: ofKind.length, top1: share(ofKind, 1), top3: share(ofKind, 3) }];
            }),
        ),
    };
}

/** What falls short of the goals, in words; empty when the suite passes */
export function shortfalls(figures: Figures, results: CaseResult[]): string[] {
    const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
    return [
        ...(figures.top3 < goals.top3 ? [`top-3 ${percent(figures.top3)} is below ${percent(goals.top3)}`] : []),
        ...(figures.top1 < goals.top1 ? [`top-1 ${percent(figures.top1)} is below ${percent(goals.top1)}`] : []),
        ...results
            .filter(result => alwaysFirst.includes(result.case.kind) && result.rank !== 1)
            .map(result => `"${result.case.query}" (an exact API name) is not the first hit`),
    ];
}

/** The real questions a page answers, which the suite measures; the others are content gaps, listed apart */
export function answerableRealQuestions(questions: RealQuestion[] = realQuestions): RealQuestion[] {
    return questions.filter(question => question.answeredBy !== 'none');
}

/** Where the real questions fall short of their goals, in words; empty when they meet them */
export function realShortfalls(figures: Figures): string[] {
    const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
    return [
        ...(figures.top3 < realGoals.top3
            ? [`real questions: top-3 ${percent(figures.top3)} is below ${percent(realGoals.top3)}`]
            : []),
        ...(figures.top1 < realGoals.top1
            ? [`real questions: top-1 ${percent(figures.top1)} is below ${percent(realGoals.top1)}`]
            : []),
    ];
}

/** The real questions' figures, per kind, the questions whose answer is not among the first three, and the gaps */
export function realReport(
    figures: Figures,
    results: Array<CaseResult<RealQuestion>>,
    gaps: RealQuestion[] = realQuestions.filter(question => question.answeredBy === 'none'),
): string {
    const percent = (value: number) => `${(value * 100).toFixed(0)}%`.padStart(5);
    const lines = [
        `Real questions from the tracker: ${figures.cases} — top-1 ${percent(figures.top1)}, top-3 ${percent(figures.top3)} (goals: top-1 ${percent(realGoals.top1)}, top-3 ${percent(realGoals.top3)})`,
        '',
        'kind           cases  top-1  top-3',
        ...Object.entries(figures.byKind).map(
            ([kind, { cases, top1, top3 }]) =>
                `${kind.padEnd(14)} ${String(cases).padStart(5)}  ${percent(top1)}  ${percent(top3)}`,
        ),
    ];
    const missed = results.filter(result => result.rank === undefined || result.rank > 3);
    if (missed.length > 0) {
        lines.push('', 'Not in the first three:');
        for (const result of missed) {
            lines.push(
                `  ${JSON.stringify(result.case.query)} (${result.case.kind}, ${result.case.thread}) → ${result.rank ? `#${result.rank}` : 'not shown'}; shown: ${result.shown.slice(0, 3).join(', ') || 'no hits'}`,
            );
        }
    }
    if (gaps.length > 0) {
        lines.push('', `No page answers (content gaps, not counted above): ${gaps.length}`);
        for (const gap of gaps) {
            lines.push(`  ${JSON.stringify(gap.query)} — ${gap.question} (${gap.thread})`);
        }
    }
    return lines.join('\n');
}

export function builtEngine(buildDir: string): EmbeddedSearchEngine {
    const dir = path.join(buildDir, path.dirname(manifestPath));
    let manifest: SearchManifest;
    try {
        manifest = JSON.parse(readFileSync(path.join(buildDir, manifestPath), 'utf8')) as SearchManifest;
    } catch {
        throw new Error(`No search index in ${buildDir}: run \`npm run build\` first.`);
    }
    const records = recordsFromIndexFiles(manifest, name => readFileSync(path.join(dir, name)));
    const byFile = new Map<string, SearchRecord[]>();
    for (const shard of Object.values(manifest.partitions).flat()) {
        byFile.set(shard.file, []);
    }
    // the engine loads partitions by their shard files: give it the records of each
    let offset = 0;
    for (const shard of Object.values(manifest.partitions).flat()) {
        byFile.set(shard.file, records.slice(offset, offset + shard.records));
        offset += shard.records;
    }
    return new EmbeddedSearchEngine({
        manifest: async () => manifest,
        shard: async file => byFile.get(file.file) ?? [],
    });
}

export function report(figures: Figures, results: CaseResult[]): string {
    const percent = (value: number) => `${(value * 100).toFixed(0)}%`.padStart(5);
    const lines = [
        `Search relevance: ${figures.cases} cases — top-1 ${percent(figures.top1)}, top-3 ${percent(figures.top3)} (goals: top-1 ${percent(goals.top1)}, top-3 ${percent(goals.top3)})`,
        '',
        'kind           cases  top-1  top-3',
        ...Object.entries(figures.byKind).map(
            ([kind, { cases, top1, top3 }]) =>
                `${kind.padEnd(14)} ${String(cases).padStart(5)}  ${percent(top1)}  ${percent(top3)}`,
        ),
    ];
    const missed = results.filter(result => result.rank === undefined || result.rank > 1);
    if (missed.length > 0) {
        lines.push('', 'Not first:');
        for (const result of missed) {
            lines.push(
                `  ${JSON.stringify(result.case.query)} → ${result.rank ? `#${result.rank}` : 'not shown'}; first: ${result.shown.slice(0, 3).join(', ') || 'no hits'}`,
            );
        }
    }
    return lines.join('\n');
}

async function main(buildDir: string): Promise<number> {
    const names = JSON.parse(
        readFileSync(path.join(__dirname, '..', '..', '.docusaurus', 'api-reference', 'api-names.json'), 'utf8'),
    ) as Record<string, string[]>;
    const engine = builtEngine(buildDir);
    const results = await evaluate(engine, relevanceCases, names);
    const figures = figuresOf(results);
    console.log(report(figures, results));

    const realResults = await evaluate(engine, answerableRealQuestions(), names);
    const realFigures = figuresOf(realResults);
    console.log(`\n${realReport(realFigures, realResults)}`);
    const problems = [...shortfalls(figures, results), ...realShortfalls(realFigures)];
    if (problems.length > 0) {
        console.error(`\nThe relevance suite fails:\n${problems.map(problem => `  - ${problem}`).join('\n')}`);
        return 1;
    }
    return 0;
}

if (process.argv[1] === __filename) {
    main(path.resolve(process.argv[2] ?? 'build')).then(
        code => process.exit(code),
        error => {
            console.error(error instanceof Error ? error.message : error);
            process.exit(2);
        },
    );
}
