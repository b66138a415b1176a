export { HeaderSearchPanel, SearchPanel } from './search-panel';
export type { SearchPanelVariant } from './search-panel';
