/**
 * Checks the files that configure the repository's life on GitHub — the Actions workflows, the issue
 * forms and the Renovate configuration — none of which can run on a developer's machine or in our CI.
 * Each check takes a file's text (or parsed data) and returns its problems, worded for the person who
 * edits that file; `validate.test.ts` runs them over the real files and over broken fixtures, and
 * `npm run lint:repository` (`check.ts`) prints them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { validateWorkflow, type ValidationError } from '@action-validator/core';
import Ajv, { type ErrorObject } from 'ajv';
import yaml from 'js-yaml';
import semver from 'semver';

// --- workflows -------------------------------------------------------------------------------------

function flattenValidationErrors(errors: ValidationError[]): string[] {
    return errors.flatMap(error => {
        const nested =
            'states' in error && error.states
                ? error.states.flatMap(state => flattenValidationErrors(state.errors))
                : [];
        if (nested.length > 0) {
            return nested;
        }
        const where = 'path' in error && error.path ? `${error.path}: ` : '';
        const line = 'location' in error && error.location ? ` (line ${error.location.line})` : '';
        return [`${where}${error.title}${error.detail ? ` — ${error.detail}` : ''}${line}`];
    });
}

/** `owner/repo@v4.2.2`, `owner/repo/path@<40-hex sha>`, a local `./action` or a `docker://image:tag` */
export function isPinnedAction(uses: string): boolean {
    if (uses.startsWith('./')) {
        return true;
    }
    if (uses.startsWith('docker://')) {
        return /:[^:/]+$/.test(uses) && !uses.endsWith(':latest');
    }
    const ref = uses.split('@')[1] ?? '';
    return /^v?\d+\.\d+\.\d+$/.test(ref) || /^[0-9a-f]{40}$/.test(ref);
}

interface WorkflowJob {
    uses?: string;
    steps?: Array<{ uses?: string }>;
    strategy?: { matrix?: Record<string, unknown> };
}

interface Workflow {
    jobs?: Record<string, WorkflowJob>;
}

/**
 * The workflow schema (SchemaStore's, through action-validator, which also resolves `needs`), then what
 * the schema cannot say: every action is pinned to an exact release or a commit.
 */
export function workflowProblems(source: string): string[] {
    const schemaProblems = [...new Set(flattenValidationErrors(validateWorkflow(source).errors))];
    let workflow: Workflow;
    try {
        workflow = (yaml.load(source) ?? {}) as Workflow;
    } catch {
        return schemaProblems;
    }
    const pinProblems = Object.entries(workflow.jobs ?? {}).flatMap(([jobId, job]) =>
        [...(job.uses ? [job.uses] : []), ...(job.steps ?? []).flatMap(step => (step.uses ? [step.uses] : []))]
            .filter(action => !isPinnedAction(action))
            .map(
                action =>
                    `/jobs/${jobId}: "${action}" is not pinned to an exact release (owner/repo@vX.Y.Z) or a commit`,
            ),
    );
    return [...schemaProblems, ...pinProblems];
}

/** The Node.js majors a package.json `engines.node` range admits: `^20 || ^22` → [ 20, 22 ] */
export function supportedNodeMajors(range: string): number[] {
    if (!semver.validRange(range)) {
        throw new Error(`engines.node "${range}" is not a valid range`);
    }
    const candidates = Array.from({ length: 100 }, (_, index) => index);
    const majors = candidates.filter(major => semver.intersects(range, `${major}.x`));
    if (majors.includes(candidates.length - 1)) {
        throw new Error(`engines.node "${range}" has no upper bound, so it names no list of versions to test`);
    }
    return majors;
}

/** Every `node-version` matrix of the workflow lists exactly the majors engines admits, in order. */
export function nodeMatrixProblems(source: string, enginesNode: string): string[] {
    const workflow = yaml.load(source) as Workflow;
    const expected = supportedNodeMajors(enginesNode);
    return Object.entries(workflow.jobs ?? {}).flatMap(([jobId, job]) => {
        const matrix = job.strategy?.matrix?.['node-version'];
        if (matrix === undefined) {
            return [];
        }
        const listed = Array.isArray(matrix) ? matrix.map(Number) : [];
        return listed.join() === expected.join()
            ? []
            : [
                  `/jobs/${jobId}/strategy/matrix/node-version: [${listed.join(', ')}] should be [${expected.join(', ')}], the majors package.json engines.node ("${enginesNode}") admits`,
              ];
    });
}

// --- issue forms -----------------------------------------------------------------------------------

const formElementTypes = ['markdown', 'input', 'textarea', 'dropdown', 'checkboxes'] as const;

interface FormElement {
    type?: string;
    id?: unknown;
    attributes?: { label?: unknown; value?: unknown; options?: unknown };
    validations?: { required?: unknown };
}

/**
 * The rules of GitHub's issue-form syntax that an invalid form breaks silently (GitHub then shows the
 * blank issue instead): required keys, element types, labels, unique ids usable as query parameters.
 */
export function issueFormProblems(source: string): string[] {
    let form: Record<string, unknown>;
    try {
        form = yaml.load(source) as Record<string, unknown>;
    } catch (error) {
        return [`not valid YAML: ${(error as Error).message.split('\n')[0]}`];
    }
    if (!form || typeof form !== 'object') {
        return ['an issue form is a YAML mapping'];
    }
    const problems: string[] = [];
    for (const key of ['name', 'description']) {
        if (typeof form[key] !== 'string' || !(form[key] as string).trim()) {
            problems.push(`"${key}" is required and must be text`);
        }
    }
    const known = ['name', 'description', 'title', 'labels', 'assignees', 'projects', 'type', 'body'];
    for (const key of Object.keys(form).filter(key => !known.includes(key))) {
        problems.push(`"${key}" is not a key of an issue form`);
    }
    if (!Array.isArray(form.body) || form.body.length === 0) {
        return [...problems, '"body" must list the form\'s elements'];
    }
    const body = form.body as FormElement[];
    if (!body.some(element => element.type !== 'markdown')) {
        problems.push('"body" needs at least one field besides markdown');
    }
    const ids = new Set<string>();
    body.forEach((element, index) => {
        const where = `body[${index}]${typeof element.id === 'string' ? ` (${element.id})` : ''}`;
        if (!formElementTypes.includes(element.type as (typeof formElementTypes)[number])) {
            problems.push(`${where}: type "${element.type}" is not one of ${formElementTypes.join(', ')}`);
            return;
        }
        if (element.type === 'markdown') {
            if (typeof element.attributes?.value !== 'string') {
                problems.push(`${where}: a markdown element needs attributes.value`);
            }
            if (element.id !== undefined || element.validations !== undefined) {
                problems.push(`${where}: a markdown element takes neither an id nor validations`);
            }
            return;
        }
        if (typeof element.attributes?.label !== 'string' || !element.attributes.label.trim()) {
            problems.push(`${where}: attributes.label is required`);
        }
        if (element.id !== undefined) {
            if (typeof element.id !== 'string' || !/^[A-Za-z0-9_-]+$/.test(element.id)) {
                problems.push(`${where}: an id may hold only letters, digits, "-" and "_"`);
            } else if (ids.has(element.id)) {
                problems.push(`${where}: the id "${element.id}" is used twice`);
            } else {
                ids.add(element.id);
            }
        }
        if (
            (element.type === 'dropdown' || element.type === 'checkboxes') &&
            (!Array.isArray(element.attributes?.options) || element.attributes.options.length === 0)
        ) {
            problems.push(`${where}: a ${element.type} needs attributes.options`);
        }
        if (element.validations?.required !== undefined && typeof element.validations.required !== 'boolean') {
            problems.push(`${where}: validations.required must be true or false`);
        }
    });
    return problems;
}

/** The ids of a form's fields that a `?<id>=value` query parameter can fill in */
export function prefillableFieldIds(source: string): string[] {
    const form = yaml.load(source) as { body?: FormElement[] };
    return (form.body ?? [])
        .filter(element => (element.type === 'input' || element.type === 'textarea') && typeof element.id === 'string')
        .map(element => element.id as string);
}

// --- Renovate --------------------------------------------------------------------------------------

interface JsonSchema {
    properties?: Record<string, JsonSchema>;
    allOf?: JsonSchema[];
    items?: JsonSchema;
}

/** Renovate's schema, as its npm package ships it; README.md says how to refresh it */
const renovateSchema = JSON.parse(readFileSync(path.join(__dirname, 'renovate-schema.json'), 'utf8')) as JsonSchema & {
    definitions: Record<string, JsonSchema>;
};

const ajv = new Ajv({ strict: false, allErrors: true });
// Renovate's schema marks regular expressions as `format: regex`; Renovate itself checks those
ajv.addFormat('regex', true);
const validateRenovateSchema = ajv.compile(renovateSchema);

/**
 * Renovate's schema leaves objects open, so a misspelt option (`groupNme`) passes it, while Renovate's
 * own validator rejects any key it doesn't know. A top-level key must be a declared option; inside
 * `packageRules`, a declared `match…` key or any option that can be set at the top level.
 */
function unknownOptions(config: Record<string, unknown>): string[] {
    const topLevel = Object.keys(renovateSchema.properties ?? {});
    const ruleOnly = Object.keys(renovateSchema.definitions.packageRules?.items?.allOf?.[0]?.properties ?? {});
    const unknown = (keys: string[], known: string[], where: (key: string) => string) =>
        keys
            .filter(key => key !== '$schema' && !known.includes(key))
            .map(key => `${where(key)} is not a Renovate option`);
    const rules = Array.isArray(config.packageRules) ? (config.packageRules as Array<Record<string, unknown>>) : [];
    return [
        ...unknown(Object.keys(config), topLevel, key => key),
        ...rules.flatMap((rule, index) =>
            unknown(Object.keys(rule), [...topLevel, ...ruleOnly], key => `packageRules[${index}].${key}`),
        ),
    ];
}

function schemaError(error: ErrorObject): string {
    return `${error.instancePath || '(top level)'} ${error.message}${error.params && 'allowedValues' in error.params ? `: ${(error.params.allowedValues as unknown[]).join(', ')}` : ''}`;
}

/** A packageRules pattern matches a name: exact, `scope/**`, `prefix*` or a `/regex/` */
function matchesPackageName(pattern: string, name: string): boolean {
    const regex = pattern.match(/^\/(.+)\/([a-z]*)$/);
    if (regex) {
        return new RegExp(regex[1], regex[2]).test(name);
    }
    const glob = new RegExp(
        `^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*|\*/g, match => (match === '**' ? '.*' : '[^/]*'))}$`,
    );
    return glob.test(name);
}

interface PackageRule {
    description?: string | string[];
    matchPackageNames?: string[];
    groupName?: string;
}

export interface PackageJson {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    overrides?: Record<string, string>;
    engines?: { node?: string };
}

/**
 * Renovate's schema (shipped in the renovate package, copied to renovate-schema.json) and unknown
 * options; then the site's own rules: every `overrides` entry and every pinned group has a rule
 * saying why, and the framework's modules are grouped into one pull request, as are Docusaurus'.
 */
export function renovateProblems(config: unknown, packageJson: PackageJson): string[] {
    if (!validateRenovateSchema(config)) {
        return (validateRenovateSchema.errors ?? []).map(schemaError);
    }
    const problems = unknownOptions(config as Record<string, unknown>);
    const rules = (config as { packageRules?: PackageRule[] }).packageRules ?? [];
    rules.forEach((rule, index) => {
        if (!rule.description || [rule.description].flat().join('').trim() === '') {
            problems.push(`packageRules[${index}] has no description: say why the rule exists`);
        }
    });
    const rulesFor = (name: string) =>
        rules.filter(rule => (rule.matchPackageNames ?? []).some(pattern => matchesPackageName(pattern, name)));

    for (const name of Object.keys(packageJson.overrides ?? {})) {
        if (rulesFor(name).length === 0) {
            problems.push(
                `package.json overrides "${name}", and no packageRules entry names it with the reason for the pin`,
            );
        }
    }
    const allDependencies = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });
    for (const scope of ['@serenity-js/', '@docusaurus/']) {
        const members = allDependencies.filter(name => name.startsWith(scope));
        const groups = new Set(members.map(name => rulesFor(name).find(rule => rule.groupName)?.groupName));
        if (members.length > 0 && (groups.size !== 1 || groups.has(undefined))) {
            problems.push(
                `the ${scope}* packages must be in one group (one pull request); found ${[...groups].map(group => group ?? 'no group').join(', ')}`,
            );
        }
    }
    return problems;
}

/** `.github/ISSUE_TEMPLATE/config.yml`: whether blank issues are allowed, and where else to go */
export function issueChooserProblems(source: string): string[] {
    const chooser = yaml.load(source) as {
        blank_issues_enabled?: unknown;
        contact_links?: Array<Record<string, unknown>>;
    } | null;
    const problems: string[] = [];
    if (chooser?.blank_issues_enabled !== undefined && typeof chooser.blank_issues_enabled !== 'boolean') {
        problems.push('blank_issues_enabled must be true or false');
    }
    (chooser?.contact_links ?? []).forEach((link, index) => {
        for (const key of ['name', 'url', 'about']) {
            if (typeof link[key] !== 'string' || !(link[key] as string).trim()) {
                problems.push(`contact_links[${index}].${key} is required`);
            }
        }
        if (typeof link.url === 'string' && !/^https:\/\//.test(link.url)) {
            problems.push(`contact_links[${index}].url must be an https:// address`);
        }
    });
    return problems;
}
