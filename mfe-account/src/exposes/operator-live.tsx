export { OperatorLive as Widget } from '../operator/operator-live';
