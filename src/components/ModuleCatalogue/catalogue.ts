/**
 * The Serenity/JS modules by category, as installed for this build (shared/catalogue.ts), for the pages that list
 * them: the API index and the releases page's compatibility matrix. plugins/framework writes the file; imported here,
 * it travels with those pages' scripts rather than with the global data that every page loads.
 */
import catalogue from '@generated/framework/default/module-catalogue.json';

import type { ModuleCategory } from '@site/shared/catalogue';

export const moduleCatalogue: ModuleCategory[] = catalogue;
