// Wraps the theme's page to give it a description that tells a search result or social card what the
// page holds (the theme sets none, or a single word). Changes nothing else.
import { withDescription } from '@site/src/components/PageDescription';
import Original from '@theme-original/BlogTagsListPage';

export default withDescription(
    Original,
    'The topics of the Serenity/JS news posts, from Cucumber to WebdriverIO, each with its posts.',
);
