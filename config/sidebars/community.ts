// The community docs' sidebar, defined with the others in /sidebars.ts.
export { community as default } from '../../sidebars';
