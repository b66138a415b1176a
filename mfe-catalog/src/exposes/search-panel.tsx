// The header's search panel (no props) and the one at the top of /packages (`variant: 'inline'`, showing the
// listing's search as `initialQuery`), both rendered deferred: their markup with the page, their code at the
// first interaction or idle moment.
export { SearchPanel as Widget } from '../search';
