import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The Serenity BDD CLI is a Java 17 program. Like `scripts/ensure-chromium.sh` does for Chromium, this finds
 * a Java runtime (`JAVA_HOME`, then `PATH`, which is where the `serenity-bdd` command looks too) and, when
 * there is none or it is too old, installs Debian's headless Java 17 runtime if it runs as root or with
 * password-less sudo on Debian; anywhere else it stops and says what to install.
 */
export const minimumJavaVersion = 17;

/** The major version in the output of `java -version`: 17 for `openjdk version "17.0.15"`, 8 for `"1.8.0_292"`. */
export function javaMajorVersion(versionOutput: string): number | undefined {
    const quoted = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(versionOutput);
    if (!quoted) {
        return undefined;
    }
    const [, first, second] = quoted;
    return first === '1' && second ? Number(second) : Number(first);
}

export interface JavaSituation {
    /** the major version of the Java found, if any */
    foundVersion?: number;
    debian: boolean;
    /** how this process may run apt-get */
    privilege: 'root' | 'sudo' | 'none';
}

export type JavaPlan =
    { action: 'use' } | { action: 'install'; command: string[] } | { action: 'fail'; message: string };

const debianPackages = ['openjdk-17-jre-headless', 'default-jre-headless'];

export function javaPlan(situation: JavaSituation): JavaPlan {
    if (situation.foundVersion !== undefined && situation.foundVersion >= minimumJavaVersion) {
        return { action: 'use' };
    }
    const problem =
        situation.foundVersion === undefined
            ? 'needs Java to run the Serenity BDD CLI, and none was found'
            : `needs Java ${minimumJavaVersion} or later to run the Serenity BDD CLI, and found Java ${situation.foundVersion}`;
    if (situation.debian && situation.privilege !== 'none') {
        return { action: 'install', command: situation.privilege === 'sudo' ? ['sudo', 'apt-get'] : ['apt-get'] };
    }
    return {
        action: 'fail',
        message: [
            `npm run screenshots ${problem}.`,
            `- On Debian or Ubuntu: sudo apt-get install -y ${debianPackages[0]}`,
            `- Elsewhere: install a Java ${minimumJavaVersion}+ runtime (for example Eclipse Temurin) and put it on PATH, or set JAVA_HOME`,
        ].join('\n'),
    };
}

function javaExecutable(): string {
    const fromHome = process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, 'bin', 'java');
    return fromHome && existsSync(fromHome) ? fromHome : 'java';
}

function foundJavaVersion(): number | undefined {
    const result = spawnSync(javaExecutable(), ['-version'], { encoding: 'utf8' });
    return result.error ? undefined : javaMajorVersion(`${result.stderr}${result.stdout}`);
}

function privilege(): JavaSituation['privilege'] {
    if (process.getuid?.() === 0) {
        return 'root';
    }
    return spawnSync('sudo', ['-n', 'true']).status === 0 ? 'sudo' : 'none';
}

/** Makes sure Java 17+ is available, installing Debian's package when it can; throws with instructions otherwise. */
export function ensureJava(): void {
    const situation: JavaSituation = {
        foundVersion: foundJavaVersion(),
        debian: existsSync('/etc/debian_version') && spawnSync('apt-get', ['--version']).status === 0,
        privilege: privilege(),
    };
    const plan = javaPlan(situation);
    if (plan.action === 'use') {
        console.log(`Using Java ${situation.foundVersion} (${javaExecutable()})`);
        return;
    }
    if (plan.action === 'fail') {
        throw new Error(plan.message);
    }

    const [command, ...prefix] = plan.command;
    const apt = (...args: string[]) =>
        spawnSync(command, [...prefix, ...args], {
            stdio: ['ignore', 'ignore', 'inherit'],
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        });
    console.log(`Java ${minimumJavaVersion}+ is missing; installing it from Debian's packages...`);
    apt('update', '-qq');
    // Debian 12 has openjdk-17; later releases only have newer runtimes, which their default-jre-headless installs
    const available = debianPackages.find(
        name => spawnSync('apt-cache', ['show', name], { stdio: 'ignore' }).status === 0,
    );
    if (!available || apt('install', '-y', '-qq', available).status !== 0) {
        throw new Error(
            `apt-get could not install ${available ?? debianPackages.join(' or ')}; install a Java ${minimumJavaVersion}+ runtime yourself`,
        );
    }
    const installed = foundJavaVersion();
    if (installed === undefined || installed < minimumJavaVersion) {
        throw new Error(`apt-get installed ${available}, but \`java -version\` reports ${installed ?? 'nothing'}`);
    }
    console.log(`Installed ${available}: Java ${installed}`);
}
