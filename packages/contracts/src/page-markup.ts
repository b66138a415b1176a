// Plain constants the browser's start-up code reads (the shell's route table, the page data's reader): kept apart
// from the schemas in ./page-render.ts so that importing them never bundles TypeBox into a page's first load.

/** The query parameters of the listing pages (/packages, the category and destination pages). */
export const LISTING_QUERY_PARAMS = ['q', 'category', 'duration', 'price', 'sort', 'page'] as const;

/** The id of the page's data element: the page server writes it, @trippy/federation reads it. */
export const PAGE_DATA_ELEMENT_ID = 'trippy-page-data';

/** JSON inside a script element: `<` escaped so no value can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
