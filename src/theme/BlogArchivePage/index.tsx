// Wraps the theme's page to give it a description that tells a search result or social card what the
// page holds (the theme sets none, or a single word). Changes nothing else.
import { withDescription } from '@site/src/components/PageDescription';
import Original from '@theme-original/BlogArchivePage';

export default withDescription(Original, 'Every Serenity/JS news post, newest first, grouped by year.');
