import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import yaml from 'js-yaml';

import {
    documentationBugFields,
    documentationBugReportUrl,
    documentationBugTemplate,
} from '../../shared/documentation-bug-report';
import {
    contentRequestFields,
    contentRequestTemplate,
    pageFeedbackFields,
    pageFeedbackTemplate,
} from '../../shared/feedback';
import { checkRepository } from './check';
import {
    isPinnedAction,
    issueFormProblems,
    nodeMatrixProblems,
    type PackageJson,
    prefillableFieldIds,
    renovateProblems,
    supportedNodeMajors,
    workflowProblems,
} from './validate';

const rootDir = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(rootDir, file), 'utf8');
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const packageJson = JSON.parse(read('package.json')) as PackageJson;

describe('the repository files GitHub and Renovate read', () => {
    const reports = checkRepository(rootDir);

    it('cover every workflow, issue form, renovate.json and .nvmrc', () => {
        const files = reports.map(report => report.file);
        for (const expected of [
            '.github/workflows/pull-request.yml',
            '.github/workflows/deploy.yml',
            '.github/workflows/external-links.yml',
            `.github/ISSUE_TEMPLATE/${documentationBugTemplate}`,
            '.github/ISSUE_TEMPLATE/config.yml',
            'renovate.json',
            '.nvmrc',
        ]) {
            assert.ok(files.includes(expected), `${expected} is checked`);
        }
    });

    for (const { file, problems } of reports) {
        it(`${file} is valid`, () => {
            assert.deepEqual(problems, []);
        });
    }
});

describe('workflow validation', () => {
    it('rejects a workflow GitHub would reject, naming the key', () => {
        const problems = workflowProblems(fixture('workflow-misspelt-key.yml'));
        assert.ok(
            problems.some(problem => problem.includes("Additional property 'runs_on' is not allowed")),
            problems.join('\n'),
        );
        assert.ok(
            problems.some(problem => problem.startsWith('/jobs/test/runs-on')),
            problems.join('\n'),
        );
    });

    it('rejects YAML that does not parse', () => {
        assert.notDeepEqual(workflowProblems('on: push\njobs:\n  test:\n    steps: [\n'), []);
    });

    it('rejects actions that follow a moving tag, and needs that name no job', () => {
        assert.deepEqual(workflowProblems(fixture('workflow-unpinned-action.yml')), [
            '/jobs/report/needs: Unresolved job — unresolved job tests',
            '/jobs/test: "actions/checkout@v6" is not pinned to an exact release (owner/repo@vX.Y.Z) or a commit',
        ]);
    });

    it('tells pinned actions from moving ones', () => {
        assert.ok(isPinnedAction('actions/checkout@v6.0.2'));
        assert.ok(isPinnedAction('actions/cache/restore@0c45773b623bea8c8e75f6c82b208c3cf94ea4f9'));
        assert.ok(isPinnedAction('./.github/actions/setup'));
        assert.ok(isPinnedAction('docker://node:22.11.0'));
        assert.ok(!isPinnedAction('actions/checkout@v6'));
        assert.ok(!isPinnedAction('actions/checkout@main'));
        assert.ok(!isPinnedAction('docker://node:latest'));
        assert.ok(!isPinnedAction('actions/checkout'));
    });
});

describe('the Node.js versions CI tests', () => {
    it('are the majors that package.json engines admits', () => {
        assert.deepEqual(supportedNodeMajors('^20 || ^22'), [20, 22]);
        assert.deepEqual(supportedNodeMajors('^18.12 || ^20 || ^22'), [18, 20, 22]);
        assert.deepEqual(supportedNodeMajors('>=20.9 <23'), [20, 21, 22]);
        assert.throws(() => supportedNodeMajors('>=20'), /no upper bound/);
    });

    it('fail the check when the matrix leaves one out', () => {
        assert.deepEqual(nodeMatrixProblems(fixture('workflow-node-matrix.yml'), '^20 || ^22'), [
            '/jobs/test/strategy/matrix/node-version: [22] should be [20, 22], the majors package.json engines.node ("^20 || ^22") admits',
        ]);
        assert.deepEqual(nodeMatrixProblems(fixture('workflow-node-matrix.yml'), '^22'), []);
    });

    it('include the one the site is deployed with (.nvmrc)', () => {
        const matrix = (
            yaml.load(read('.github/workflows/pull-request.yml')) as {
                jobs: { test: { strategy: { matrix: { 'node-version': number[] } } } };
            }
        ).jobs.test.strategy.matrix['node-version'];
        assert.ok(matrix.includes(Number(read('.nvmrc').trim())));
    });
});

describe('issue form validation', () => {
    it('names what GitHub would silently reject', () => {
        assert.deepEqual(issueFormProblems(fixture('issue-form-broken.yml')), [
            '"description" is required and must be text',
            'body[0] (url): type "text" is not one of markdown, input, textarea, dropdown, checkboxes',
            'body[2] (url): attributes.label is required',
            'body[2] (url): the id "url" is used twice',
            'body[3] (choice): a dropdown needs attributes.options',
        ]);
    });

    it('the documentation-bug form has the fields the 404 page fills in through the URL', () => {
        const form = read(`.github/ISSUE_TEMPLATE/${documentationBugTemplate}`);
        const ids = prefillableFieldIds(form);
        for (const id of Object.values(documentationBugFields)) {
            assert.ok(ids.includes(id), `field "${id}" can be filled in by a query parameter (${ids.join(', ')})`);
        }
    });

    it('the page-feedback and content-request forms have the fields the feedback links fill in', () => {
        for (const [template, fields] of [
            [pageFeedbackTemplate, pageFeedbackFields],
            [contentRequestTemplate, contentRequestFields],
        ] as const) {
            const ids = prefillableFieldIds(read(`.github/ISSUE_TEMPLATE/${template}`));
            for (const id of Object.values(fields)) {
                assert.ok(ids.includes(id), `${template}: field "${id}" can be filled in (${ids.join(', ')})`);
            }
        }
    });

    it('the report link names the template and carries the page, encoded', () => {
        const url = new URL(
            documentationBugReportUrl({ url: 'https://serenity-js.org/handbook/gone/?q=a&b#x', title: 'Broken link' }),
        );
        assert.equal(url.origin + url.pathname, 'https://github.com/serenity-js/serenity-js.org/issues/new');
        assert.equal(url.searchParams.get('template'), 'documentation-bug.yml');
        assert.equal(url.searchParams.get('url'), 'https://serenity-js.org/handbook/gone/?q=a&b#x');
        assert.equal(url.searchParams.get('title'), 'Broken link');
        assert.equal(url.searchParams.has('problem'), false);
        assert.equal(
            documentationBugReportUrl({ problem: 'Typo' }, 'https://github.com/example/fork/'),
            'https://github.com/example/fork/issues/new?template=documentation-bug.yml&problem=Typo',
        );
    });
});

describe('renovate.json validation', () => {
    it("rejects values outside Renovate's schema", () => {
        const problems = renovateProblems(JSON.parse(fixture('renovate-wrong-value.json')), packageJson);
        assert.ok(
            problems.some(problem => problem.startsWith('/rangeStrategy must be equal to one of the allowed values')),
            problems.join('\n'),
        );
        assert.ok(
            problems.some(problem => problem.startsWith('/packageRules must be array')),
            problems.join('\n'),
        );
    });

    it('rejects options Renovate does not know, which its schema lets through', () => {
        assert.deepEqual(renovateProblems(JSON.parse(fixture('renovate-misspelt-option.json')), { dependencies: {} }), [
            'packageRules[0].groupNme is not a Renovate option',
        ]);
    });

    it('requires a reason for every rule and every override, and the framework and Docusaurus grouped', () => {
        const problems = renovateProblems(JSON.parse(fixture('renovate-ungrouped.json')), {
            dependencies: { '@serenity-js/core': '3.42.2', '@serenity-js/web': '3.42.2', '@docusaurus/core': '3.7.0' },
            overrides: { webpack: '5.98.0', '@docusaurus/utils': '3.7.0' },
        });
        assert.deepEqual(problems, [
            'packageRules[1] has no description: say why the rule exists',
            'package.json overrides "webpack", and no packageRules entry names it with the reason for the pin',
            'the @serenity-js/* packages must be in one group (one pull request); found Serenity/JS, no group',
        ]);
    });

    it('gives every pin of package.json a rule with its reason', () => {
        const renovate = JSON.parse(read('renovate.json')) as {
            packageRules: Array<{ matchPackageNames?: string[]; description: string }>;
        };
        for (const name of ['webpack', 'sharp', '@swc/core', '@swc/html', '@docsearch/react']) {
            const rule = renovate.packageRules.find(candidate => candidate.matchPackageNames?.includes(name));
            assert.ok(rule, `a rule names ${name}`);
            assert.ok(rule.description.length > 100, `${name}'s rule says why, not only what: "${rule.description}"`);
        }
    });

    it('keeps @types/node on the oldest Node.js major the site supports', () => {
        const renovate = JSON.parse(read('renovate.json')) as {
            packageRules: Array<{ matchPackageNames?: string[]; allowedVersions?: string }>;
        };
        const oldest = supportedNodeMajors(packageJson.engines?.node ?? '')[0];
        const rule = renovate.packageRules.find(candidate => candidate.matchPackageNames?.includes('@types/node'));
        assert.equal(rule?.allowedVersions, `<${oldest + 1}`);
        assert.equal(Number(packageJson.devDependencies?.['@types/node']?.split('.')[0]), oldest);
    });
});
