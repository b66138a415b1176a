export { DOC_PATHS } from './doc-paths';
