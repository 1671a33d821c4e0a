// The system's Chromium, as the build finds it for rendering diagrams: one list of candidate paths.
export { chromiumLaunchOptions } from '../../plugins/chromium';
