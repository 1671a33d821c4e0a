/**
 * What every plugin of ours does with its options: validates them with Joi, as Docusaurus's own plugins
 * do, so a typo in the configuration fails the build naming the option.
 */
import type { OptionValidationContext } from '@docusaurus/types';
import type { Joi } from '@docusaurus/utils-validation';

export function optionsValidator<T>(schema: Joi.ObjectSchema<T>): (context: OptionValidationContext<T, T>) => T {
    return ({ options, validate }) => validate(schema, options);
}
