// The page's query client is one per page (packages/federation/src/data/page-queries.ts); a test file is one
// page, so each test starts with an empty cache, as a fresh page would.
const { browserQueryClient } = require('../../federation/src/data/page-queries.ts');

// (Not in a file that runs in Node, as server-rendering tests do: there is no page.)
beforeEach(() => {
  if (typeof document !== 'undefined') browserQueryClient().clear();
});
