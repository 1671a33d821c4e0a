import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { javaMajorVersion, javaPlan } from './java';

describe('javaMajorVersion', () => {
    it('reads the major version from `java -version`, old and new numbering', () => {
        assert.equal(javaMajorVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment'), 17);
        assert.equal(javaMajorVersion('openjdk version "21" 2023-09-19'), 21);
        assert.equal(javaMajorVersion('java version "1.8.0_292"'), 8);
        assert.equal(javaMajorVersion('bash: java: command not found'), undefined);
    });
});

describe('javaPlan', () => {
    it('uses a Java that is recent enough', () => {
        assert.deepEqual(javaPlan({ foundVersion: 17, debian: false, privilege: 'none' }), { action: 'use' });
        assert.deepEqual(javaPlan({ foundVersion: 21, debian: true, privilege: 'root' }), { action: 'use' });
    });

    it("installs from Debian's packages when Java is missing or too old and it may", () => {
        assert.deepEqual(javaPlan({ debian: true, privilege: 'root' }), { action: 'install', command: ['apt-get'] });
        assert.deepEqual(javaPlan({ foundVersion: 11, debian: true, privilege: 'sudo' }), {
            action: 'install',
            command: ['sudo', 'apt-get'],
        });
    });

    it('says what to install when it may not install anything itself', () => {
        const plan = javaPlan({ debian: true, privilege: 'none' });
        assert.equal(plan.action, 'fail');
        assert.match((plan as { message: string }).message, /none was found/);
        assert.match((plan as { message: string }).message, /sudo apt-get install -y openjdk-17-jre-headless/);
    });

    it('names the version it found when that one is too old', () => {
        const plan = javaPlan({ foundVersion: 8, debian: false, privilege: 'root' });
        assert.equal(plan.action, 'fail');
        assert.match((plan as { message: string }).message, /Java 17 or later .* found Java 8/);
        assert.match((plan as { message: string }).message, /JAVA_HOME/);
    });
});
