export { SendQueryTab as Widget } from '../lead-forms';
