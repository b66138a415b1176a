export { HeaderSearchPanel, SearchPanel } from './search-panel';
