import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import { staticImageSizes } from './image-sizes';

describe('sizes of the images doc comments show', () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(staticDir, 'images', 'design'), { recursive: true });
    writeFileSync(
        path.join(staticDir, 'images', 'design', 'diagram.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"></svg>',
    );

    it('reads the width and height of a picture the site serves from its static folder', () => {
        const sizeOf = staticImageSizes([staticDir]);
        assert.deepEqual(sizeOf('/images/design/diagram.svg'), { width: 640, height: 360 });
        assert.deepEqual(sizeOf('/images/design/diagram.svg?v=2#top'), { width: 640, height: 360 });
    });

    it('reads each file once', () => {
        let reads = 0;
        const sizeOf = staticImageSizes([staticDir], file => {
            reads++;
            return new TextEncoder().encode(
                file.endsWith('.svg') ? '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="2"></svg>' : '',
            );
        });
        sizeOf('/images/design/diagram.svg');
        sizeOf('/images/design/diagram.svg');
        assert.equal(reads, 1);
    });

    it('leaves pictures on other hosts alone', () => {
        const sizeOf = staticImageSizes([staticDir]);
        assert.equal(sizeOf('https://img.shields.io/npm/v/x.svg'), undefined);
        assert.equal(sizeOf('//example.org/x.png'), undefined);
    });

    it('fails on a picture the site does not have, or outside its static folder, naming it', () => {
        const sizeOf = staticImageSizes([staticDir]);
        assert.throws(() => sizeOf('/images/design/gone.png'), /the image \/images\/design\/gone\.png, which is not/);
        assert.throws(() => sizeOf('/../../etc/passwd'), /which is not in the site's static folders/);
    });
});
