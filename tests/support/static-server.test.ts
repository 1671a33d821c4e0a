import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';

import { createStaticServer, shouldCompress } from './static-server';

describe('static server', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    const script = 'console.log("a page\'s script");\n'.repeat(50);
    writeFileSync(path.join(root, 'main.js'), script);
    writeFileSync(path.join(root, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(path.join(root, '404.html'), 'not found');
    after(() => rmSync(root, { recursive: true, force: true }));

    async function get(compress: boolean, file: string, acceptEncoding = 'gzip, deflate, br') {
        const server = createStaticServer(root, { compress });
        await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
        try {
            // node:http rather than fetch, which would decompress: the test needs the bytes that went over the wire
            return await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
                http.get(
                    `http://127.0.0.1:${(server.address() as AddressInfo).port}/${file}`,
                    { headers: { 'accept-encoding': acceptEncoding } },
                    response => {
                        const chunks: Buffer[] = [];
                        response.on('data', chunk => chunks.push(chunk));
                        response.on('end', () =>
                            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
                        );
                    },
                ).on('error', reject);
            });
        } finally {
            server.close();
        }
    }

    it('gzips text for a client that accepts it, as GitHub Pages does, when asked to compress', async () => {
        const { encoding, body } = await get(true, 'main.js');
        assert.equal(encoding, 'gzip');
        assert.equal(gunzipSync(body).toString(), script);
        assert.ok(body.length < script.length / 5);
    });

    it('sends files as they are by default, to a client without gzip, and for images', async () => {
        assert.equal((await get(false, 'main.js')).encoding, undefined);
        assert.equal((await get(true, 'main.js', 'identity')).encoding, undefined);
        assert.equal((await get(true, 'logo.png')).encoding, undefined);
    });

    it('compresses the text types only', () => {
        assert.ok(shouldCompress('a/b.css', 'gzip'));
        assert.ok(shouldCompress('index.html', 'br, gzip'));
        assert.ok(!shouldCompress('a.webp', 'gzip'));
        assert.ok(!shouldCompress('a.js', 'br'));
    });
});
