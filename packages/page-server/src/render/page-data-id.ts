/** The id of the page's data element; the browser reads it in @trippy/federation (PAGE_DATA_ELEMENT_ID). */
export const PAGE_DATA_ID = 'trippy-page-data';
