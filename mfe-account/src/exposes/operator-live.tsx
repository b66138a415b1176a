export { OperatorLive as Widget } from '../operator';
