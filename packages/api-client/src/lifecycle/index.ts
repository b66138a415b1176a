// Calls of issue #15 (the life of a trip after booking).
export { updateTravellers } from './travellers-api';
export { fetchBatchChangeOptions, changeBatch } from './batch-change-api';
export { fetchInvoices, downloadInvoicePdf, filenameFrom, type DownloadedFile } from './invoices-api';
export { cancelDeparture } from './departures-api';
