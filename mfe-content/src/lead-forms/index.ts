export { LeadModal } from './lead-modal';
export { SendQueryTab } from './send-query-tab';
export { SendQueryForm } from './send-query-form';
