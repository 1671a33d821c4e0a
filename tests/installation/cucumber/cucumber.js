module.exports = {
    default: {
        format: [ '@serenity-js/cucumber' ],
        requireModule: [ 'ts-node/register' ],
        require: [
            'features/support/*.ts',
            'features/step-definitions/*.steps.ts',
        ],
    },
};
