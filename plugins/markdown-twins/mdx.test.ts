import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';

import type { FrameworkFacts } from '../../shared/framework-facts';
import { componentRenderers } from './components';
import { loadMarkdownTools } from './markdown';
import { type MdxTwinOptions, mdxToMarkdown, visibleCode } from './mdx';

const facts: FrameworkFacts = {
    version: '3.42.2',
    node: '^20 || ^22 || ^24',
    packages: {
        '@serenity-js/cucumber': {
            version: '3.42.2',
            node: '^20 || ^22 || ^24',
            peers: { '@cucumber/cucumber': { range: '^11.0.0', optional: true } },
        },
    },
    serenityBddCli: { version: '4.2.34', jar: 'cache/serenity-cli-4.2.34.jar' },
};

const site = mkdtempSync(path.join(tmpdir(), 'markdown-twins-'));
const file = (relative: string, content: string) => {
    const absolute = path.join(site, relative);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, content);
    return absolute;
};

const namesFile = file(
    'api-names.json',
    JSON.stringify({ Actor: ['/api/core/class/Actor/'], 'Actor.attemptsTo': ['/api/core/class/Actor/#attemptsTo'] }),
);
file(
    'tests/example.ts',
    "import { actorCalled } from '@serenity-js/core'\n// #region scenario\nawait actorCalled('Alice').attemptsTo()\n// #endregion scenario\n",
);
file(
    'handbook/_partials/cli.mdx',
    '{/* a partial */}\n\nThe CLI is version <SerenityBddCliVersion />; see [the reporter](../reporting.mdx#cli).\n',
);
file('handbook/reporting.mdx', '---\ntitle: Reporting\n---\n');
const page = file('handbook/installation.mdx', '');

const routes: Record<string, string> = {
    [path.join(site, 'handbook/installation.mdx')]: '/handbook/installation/',
    [path.join(site, 'handbook/reporting.mdx')]: '/handbook/reporting/',
};

const options = (): MdxTwinOptions => ({
    siteUrl: 'https://serenity-js.org',
    origins: ['https://serenity-js.org'],
    namesFile,
    routeOfSource: absolute => routes[absolute],
    isPage: pathname => pathname.endsWith('/'),
    components: componentRenderers({
        facts,
        catalogue: [
            {
                name: 'Test Runners',
                description: 'Adapters',
                items: [
                    {
                        name: '@serenity-js/cucumber',
                        description: 'Cucumber adapter',
                        version: '3.42.2',
                        engines: { node: '^20 || ^22 || ^24' },
                        compatibility: { '@cucumber/cucumber': { version: '^11.0.0', type: 'optional' } },
                    },
                ],
            },
        ],
        currentNodeVersion: 'v20.20.2',
        reportImages: { 'console-report': { kind: 'terminal', width: 800, height: 400, widths: [400, 800] } },
        siteUrl: 'https://serenity-js.org',
    }),
    read: absolute => readFileSync(absolute, 'utf8'),
});

const twin = (source: string) =>
    mdxToMarkdown(source, { file: page, route: '/handbook/installation/' }, { title: 'Installation' }, options());

describe('visibleCode', () => {
    it('leaves out the lines a page hides, and the magic comments', () => {
        const code = [
            "import { Task } from '@serenity-js/core'",
            '// hide-start',
            'declare const Secret: Task',
            '// hide-end',
            '// hide-next-line',
            'declare const Other: Task',
            '// highlight-next-line',
            'const shown = Secret',
            '# hide-next-line',
            'hidden: true',
        ].join('\n');
        assert.equal(visibleCode(code), "import { Task } from '@serenity-js/core'\nconst shown = Secret");
    });
});

describe('mdxToMarkdown', () => {
    before(loadMarkdownTools);

    it("starts with the page's title as its h1, in place of a # title of the body", () => {
        const markdown = mdxToMarkdown(
            '# Installation\n\nText.\n',
            { file: page, route: '/handbook/installation/' },
            { title: 'Installation', description: 'How to install.', byline: 'Published 2025-01-01' },
            options(),
        );
        assert.equal(markdown, '# Installation\n\n> How to install.\n\n_Published 2025-01-01_\n\nText.\n');
    });

    it('turns tabs into labelled sections', () => {
        const markdown = twin(
            'import Tabs from \'@theme/Tabs\'\nimport TabItem from \'@theme/TabItem\'\n\n<Tabs groupId="runner">\n<TabItem value="mocha" label="Mocha">\n\nRun `mocha`.\n\n</TabItem>\n<TabItem value="jasmine">\n\nRun `jasmine`.\n\n</TabItem>\n</Tabs>\n',
        );
        assert.match(markdown, /\*\*Mocha\*\*\n\nRun `mocha`\.\n\n\*\*jasmine\*\*\n\nRun `jasmine`\./);
        assert.doesNotMatch(markdown, /import|<Tab/);
    });

    it('turns admonitions into blockquotes that start with their label', () => {
        assert.match(
            twin(':::tip Later releases\n\nUpgrade.\n\n:::\n'),
            /^> \*\*Tip: Later releases\*\*\n>\n> Upgrade\.$/m,
        );
        assert.match(twin(':::warning\n\nCareful.\n\n:::\n'), /^> \*\*Warning\*\*\n>\n> Careful\.$/m);
    });

    it("keeps the page's code as readers see it: hidden lines out, the npm command of an npm2yarn fence, Mermaid as Mermaid", () => {
        const markdown = twin(
            '```ts title="spec.ts"\n// hide-next-line\ndeclare const x: number\nconsole.log(x)\n```\n\n```sh npm2yarn\nnpm install --save-dev @serenity-js/core\n```\n\n```mermaid\ngraph LR\n  A --> B\n```\n',
        );
        assert.match(markdown, /```ts title="spec.ts"\nconsole.log\(x\)\n```/);
        assert.match(markdown, /```sh\nnpm install --save-dev @serenity-js\/core\n```/);
        assert.match(markdown, /```mermaid\ngraph LR\n {2}A --> B\n```/);
    });

    it('shows the region of a file= fence', () => {
        assert.match(
            twin('```ts file=../tests/example.ts region=scenario title="spec.ts"\n```\n'),
            /```ts title="spec.ts"\nawait actorCalled\('Alice'\)\.attemptsTo\(\)\n```/,
        );
    });

    it("makes links absolute: pages' to their twins, api: links to the API twin, anchors kept", () => {
        const markdown = twin(
            '[reporting](./reporting.mdx#cli), [root](/handbook/reporting/), [site](https://serenity-js.org/handbook/installation/#node), [here](#node), [`Actor`](api:Actor), [`attemptsTo`](api:Actor.attemptsTo), [presets](/presets/v3/module-manager.json), [GitHub](https://github.com/serenity-js)\n',
        );
        assert.match(markdown, /\[reporting\]\(https:\/\/serenity-js\.org\/handbook\/reporting\.md#cli\)/);
        assert.match(markdown, /\[root\]\(https:\/\/serenity-js\.org\/handbook\/reporting\.md\)/);
        assert.match(markdown, /\[site\]\(https:\/\/serenity-js\.org\/handbook\/installation\.md#node\)/);
        assert.match(markdown, /\[here\]\(https:\/\/serenity-js\.org\/handbook\/installation\.md#node\)/);
        assert.match(markdown, /\[`Actor`\]\(https:\/\/serenity-js\.org\/api\/core\/class\/Actor\.md\)/);
        assert.match(
            markdown,
            /\[`attemptsTo`\]\(https:\/\/serenity-js\.org\/api\/core\/class\/Actor\.md#attemptsTo\)/,
        );
        assert.match(markdown, /\[presets\]\(https:\/\/serenity-js\.org\/presets\/v3\/module-manager\.json\)/);
        assert.match(markdown, /\[GitHub\]\(https:\/\/github\.com\/serenity-js\)/);
    });

    it('inlines an imported partial, its links resolved from where it lives', () => {
        const markdown = twin("import Cli from './_partials/cli.mdx'\n\nBefore.\n\n<Cli />\n\nAfter.\n");
        assert.match(
            markdown,
            /Before\.\n\nThe CLI is version 4\.2\.34; see \[the reporter\]\(https:\/\/serenity-js\.org\/handbook\/reporting\.md#cli\)\.\n\nAfter\./,
        );
    });

    it("says what the site's components show, from the framework's facts", () => {
        const markdown = twin(
            'Serenity/JS <FrameworkVersion /> runs on Node.js <SupportedNodeVersions conjunction="or" />, built with <CurrentNodeVersion />. Cucumber <PeerRange module="@serenity-js/cucumber" peer="@cucumber/cucumber" />, that is <PeerRange module="@serenity-js/cucumber" peer="@cucumber/cucumber" words />. The jar: <SerenityBddCliJar />.\n\n<ReportImage name="console-report" alt="The console report" />\n',
        );
        assert.match(markdown, /Serenity\/JS 3\.42\.2 runs on Node\.js 20, 22, or 24, built with `v20\.20\.2`\./);
        assert.match(markdown, /Cucumber `\^11\.0\.0`, that is 11\.0\.0 or any newer minor or patch version\./);
        assert.match(markdown, /`node_modules\/@serenity-js\/serenity-bdd\/cache\/serenity-cli-4\.2\.34\.jar`/);
        assert.match(
            markdown,
            /!\[The console report\]\(https:\/\/serenity-js\.org\/images\/reports\/console-report-800\.webp\)/,
        );
    });

    it('turns the compatibility matrix into a table', () => {
        const markdown = twin(
            "import PackageCompatibilityMatrix from '@site/src/components/PackageCompatibilityMatrix'\n\n<PackageCompatibilityMatrix />\n",
        );
        assert.match(markdown, /\| Category \| Module \| Current version \| Works with \|\n\| - \| - \| - \| - \|\n/);
        assert.match(
            markdown,
            /\| Test Runners \| \[`@serenity-js\/cucumber`\]\(https:\/\/serenity-js\.org\/api\/cucumber\.md\) \| `3\.42\.2` \| @cucumber\/cucumber \^11\.0\.0 — 11\.0\.0 or any newer minor or patch version; optional/,
        );
    });

    it('keeps details, summaries and keys as text, and drops comments', () => {
        const markdown = twin(
            '{/* not for readers */}\n\n<details>\n<summary>app.html</summary>\n\nThe page.\n\n</details>\n\nPress <kbd>Enter</kbd>.\n',
        );
        assert.equal(markdown, '# Installation\n\n**app.html**\n\nThe page.\n\nPress `Enter`.\n');
    });

    it('fails, naming the file and line, on a component it cannot write as Markdown', () => {
        assert.throws(
            () => twin('Text.\n\n<Carousel items={3} />\n'),
            (error: Error) => {
                assert.match(
                    error.message,
                    new RegExp(`${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3: <Carousel> has no Markdown form`),
                );
                return true;
            },
        );
    });

    it('fails on a relative link to something that is not a page', () => {
        assert.throws(
            () => twin('[diagram](./diagram.png)\n'),
            /the relative link \.\/diagram\.png has no place in a twin/,
        );
    });
});
