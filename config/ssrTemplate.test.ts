import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';

import { ssrTemplate } from './ssrTemplate';

const data = {
    appHtml: '<main><p>Hello</p></main>',
    baseUrl: '/',
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '<link rel="icon" href="/icons/favicon.ico">',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: ['<title>Page</title>'],
    scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
    stylesheets: ['assets/css/styles.3.css'],
    noIndex: false,
    version: '3.7.0',
};

const scriptTagsOf = (template: string) =>
    template.replace(/<% it\.scripts\.forEach[\s\S]*?<% \}\); %>/, '').replace(/<script>[\s\S]*?<\/script>/, '');
const lines = (template: string) =>
    template
        .split('\n')
        .map(line => line.trim())
        .filter(Boolean);

describe('SSR template', () => {
    it("is Docusaurus's own but for how the scripts start", () => {
        assert.deepEqual(lines(scriptTagsOf(ssrTemplate)), lines(scriptTagsOf(upstreamTemplate)));
    });

    it('requests and starts the scripts, in order, only after the first paint', async () => {
        const html = (await compileSSGTemplate(ssrTemplate))(data);
        assert.ok(!/<script[^>]+src=/.test(html), 'no script tag that runs while the page is parsed');
        assert.ok(
            !/rel="(preload|modulepreload)"[^>]+as="script"|\.js" \/>/.test(html),
            'no script fetched before the paint',
        );
        assert.match(html, /requestAnimationFrame\(function \(\) \{\s*setTimeout\(start\);/);
        assert.ok(html.includes('})(["/assets/js/runtime~main.1.js","/assets/js/main.2.js"]);'));
        assert.ok(html.indexOf('<div id="__docusaurus"><main>') < html.indexOf('(function (scripts)'));
    });
});
