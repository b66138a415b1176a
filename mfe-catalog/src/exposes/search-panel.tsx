export { HeaderSearchPanel as Widget } from '../search/search-panel';
