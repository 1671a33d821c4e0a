// Replaces the theme's not-found content (the page's title and layout stay the theme's): instead of telling
// the reader to contact whoever linked here, it offers the site search, the main sections and a report link.
import NotFoundContent from '@site/src/components/NotFoundContent';

export default NotFoundContent;
