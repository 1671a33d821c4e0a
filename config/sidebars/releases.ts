// The releases docs' sidebar, defined with the others in /sidebars.ts.
export { releases as default } from '../../sidebars';
