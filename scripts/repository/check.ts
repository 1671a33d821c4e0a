/**
 * `npm run lint:repository`: validates the GitHub workflows, the issue forms, renovate.json and .nvmrc
 * (see validate.ts), printing each file's problems. Exits 1 if there is any. The same checks run in
 * `npm test`, through validate.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
    issueChooserProblems,
    issueFormProblems,
    nodeMatrixProblems,
    type PackageJson,
    renovateProblems,
    supportedNodeMajors,
    workflowProblems,
} from './validate';

export interface FileReport {
    /** Relative to the repository's root */
    file: string;
    problems: string[];
}

function yamlFilesIn(dir: string): string[] {
    return existsSync(dir)
        ? readdirSync(dir)
              .filter(file => /\.ya?ml$/.test(file))
              .sort()
        : [];
}

export function checkRepository(rootDir: string): FileReport[] {
    const read = (file: string) => readFileSync(path.join(rootDir, file), 'utf8');
    const packageJson = JSON.parse(read('package.json')) as PackageJson;
    const enginesNode = packageJson.engines?.node ?? '';
    const reports: FileReport[] = [];

    for (const name of yamlFilesIn(path.join(rootDir, '.github/workflows'))) {
        const file = `.github/workflows/${name}`;
        const problems = workflowProblems(read(file));
        reports.push({ file, problems: problems.length > 0 ? problems : nodeMatrixProblems(read(file), enginesNode) });
    }
    for (const name of yamlFilesIn(path.join(rootDir, '.github/ISSUE_TEMPLATE'))) {
        const file = `.github/ISSUE_TEMPLATE/${name}`;
        reports.push({
            file,
            problems: name === 'config.yml' ? issueChooserProblems(read(file)) : issueFormProblems(read(file)),
        });
    }
    reports.push({ file: 'renovate.json', problems: renovateProblems(JSON.parse(read('renovate.json')), packageJson) });

    const nvmrc = read('.nvmrc').trim();
    const majors = supportedNodeMajors(enginesNode);
    reports.push({
        file: '.nvmrc',
        problems: majors.map(String).includes(nvmrc)
            ? []
            : [`"${nvmrc}" should be one of the Node.js majors package.json engines.node admits: ${majors.join(', ')}`],
    });
    return reports;
}

if (require.main === module) {
    const reports = checkRepository(path.resolve(__dirname, '..', '..'));
    for (const { file, problems } of reports) {
        console.log(
            problems.length === 0
                ? `ok      ${file}`
                : `FAILED  ${file}\n${problems.map(problem => `        - ${problem}`).join('\n')}`,
        );
    }
    const failed = reports.filter(report => report.problems.length > 0).length;
    console.log(`\n${reports.length} files checked, ${failed} with problems`);
    process.exitCode = failed > 0 ? 1 : 0;
}
