export { SendQueryTab as Widget } from '../lead-forms/send-query-tab';
