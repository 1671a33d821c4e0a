import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';

import type { ItemPage, Part } from '../../../shared/api-reference';
import { declaredLengthFromSources, maxSignatureLength, overlongSignatures, shownCode } from './signature-length';

const code = (length: number): Part[] => [{ t: 'using', k: 'n' }, { t: `(${'x'.repeat(length - 7)})` }];

function page(members: Record<string, number>): ItemPage {
    return {
        type: 'item',
        route: '/api/rest/class/PostRequest/',
        module: {
            slug: 'rest',
            packageName: '@serenity-js/rest',
            importPath: '@serenity-js/rest',
            route: '/api/rest/',
            label: 'rest',
        },
        kind: 'class',
        name: 'PostRequest',
        description: '',
        flags: [],
        code: code(40),
        signatures: [],
        hierarchy: { extends: [], implements: [], extendedBy: [], implementedBy: [] },
        sections: [
            {
                title: 'Methods',
                id: 'methods',
                members: Object.entries(members).map(([name, length]) => ({
                    name,
                    anchor: name,
                    flags: [],
                    signatures: [
                        {
                            code: code(length),
                            typeParameters: [],
                            parameters: [],
                            source: { file: 'src/screenplay/models/PostRequest.ts', line: 113, url: '' },
                        },
                    ],
                })),
            },
        ],
        toc: [],
    };
}

const packageDir = (packageName: string) => path.join(__dirname, '..', '..', '..', 'node_modules', packageName);

describe('signature-length', () => {
    it('lists every line of code a page shows, each with its member', () => {
        assert.deepEqual(
            shownCode(page({ using: 60, with: 50 })).map(({ member }) => member),
            ['PostRequest', 'PostRequest#using', 'PostRequest#with'],
        );
    });

    it('names a member whose signature is longer than the limit and than its declaration', () => {
        const problems = overlongSignatures(
            [page({ using: 2564, with: maxSignatureLength })],
            () => '@serenity-js/rest',
            () => 72,
        );
        assert.equal(problems.length, 1);
        assert.match(
            problems[0],
            /^PostRequest#using \(\/api\/rest\/class\/PostRequest\/\): its signature is 2564 characters/,
        );
        assert.match(problems[0], /@serenity-js\/rest\/src\/screenplay\/models\/PostRequest\.ts:113 declares it in 72/);
    });

    it('accepts a long signature that the framework declares that long', () => {
        assert.deepEqual(
            overlongSignatures(
                [page({ using: 500 })],
                () => '@serenity-js/rest',
                () => 500,
            ),
            [],
        );
    });

    it("measures a declaration in the framework's source, without its doc comment or body", () => {
        const declaredLength = declaredLengthFromSources(packageDir);
        const site = { packageName: '@serenity-js/rest', file: 'src/screenplay/models/PostRequest.ts' };
        assert.equal(
            declaredLength({ ...site, line: 113, name: 'using' }),
            'using(config: Answerable<WithAnswerableProperties<AxiosRequestConfig>>): PostRequest'.length,
        );
        assert.equal(declaredLength({ ...site, line: 1, name: 'using' }), undefined);
    });
});
