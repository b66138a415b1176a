export { operatorRoutes } from './routes';
export { OperatorLive } from './operator-live';
