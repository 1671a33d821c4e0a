/**
 * Privacy-respecting usage analytics, off unless configured: with an endpoint and a site id (options,
 * or ANALYTICS_ENDPOINT and ANALYTICS_SITE_ID at build time), every page view sends one small request
 * — site id, page path and referrer — to that endpoint. No cookies, no identifiers, nothing when the
 * browser asks not to be tracked. Unconfigured, the plugin adds nothing to the site at all.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import path from 'node:path';
import { optionsValidator } from '../options';

export interface Options {
    endpoint?: string;
    siteId?: string;
}

const optionsSchema = Joi.object<Options>({
    endpoint: Joi.string().uri({ scheme: ['http', 'https'] }),
    siteId: Joi.string()
        .pattern(/^[\w.-]{1,64}$/, 'letters, digits, dots, dashes and underscores')
        .when('endpoint', { is: Joi.exist(), then: Joi.required() }),
});

export const validateOptions = optionsValidator(optionsSchema);

/** Analytics options from the build's environment; empty when it is not configured. */
export function analyticsFromEnvironment(env: NodeJS.ProcessEnv = process.env): Options {
    return env.ANALYTICS_ENDPOINT ? { endpoint: env.ANALYTICS_ENDPOINT, siteId: env.ANALYTICS_SITE_ID } : {};
}

export const endpointMetaName = 'site-analytics-endpoint';
export const siteIdMetaName = 'site-analytics-site-id';

export default function analytics(_context: LoadContext, options: Options): Plugin {
    const enabled = Boolean(options.endpoint && options.siteId);
    return {
        name: 'site-analytics',
        getClientModules() {
            return enabled ? [path.join(__dirname, 'pageViews.ts')] : [];
        },
        injectHtmlTags() {
            if (!enabled) {
                return {};
            }
            return {
                headTags: [
                    { tagName: 'meta', attributes: { name: endpointMetaName, content: options.endpoint! } },
                    { tagName: 'meta', attributes: { name: siteIdMetaName, content: options.siteId! } },
                ],
            };
        },
    };
}
