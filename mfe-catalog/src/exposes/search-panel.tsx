export { HeaderSearchPanel as Widget } from '../search';
