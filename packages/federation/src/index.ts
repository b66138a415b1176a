export { REMOTE_NAMES, isRemotesConfig, type RemoteName, type RemotesConfig } from './remotes';
export { configureRemotes, preload, loadExposed } from './federation-runtime';
export { RemoteComponent, RemoteErrorBoundary } from './remote-component';
export { mountStandalone } from './mount-standalone';
