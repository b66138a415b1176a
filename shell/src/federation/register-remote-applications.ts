import { registerApplication, type LifeCycles } from 'single-spa';
import { loadExposed, REMOTE_NAMES, type RemoteName } from '@trippy/federation';
import { ownerOf } from '../routes/match-route';
import { failedRemoteLifecycles } from './failed-remote-lifecycles';

export function remoteContainer(remote: RemoteName): HTMLElement {
  const element = document.getElementById(`mfe-${remote}`);
  if (!element) throw new Error(`#mfe-${remote} is missing from index.html`);
  return element;
}

async function loadRemoteApp(remote: RemoteName): Promise<LifeCycles> {
  try {
    return await loadExposed<LifeCycles>(remote, 'app');
  } catch (error) {
    console.error(`[shell] remote ${remote} could not be loaded`, error);
    return failedRemoteLifecycles(remote);
  }
}

/** One single-spa application per remote, active on the routes the route table gives it. */
export function registerRemoteApplications(): void {
  for (const remote of REMOTE_NAMES) {
    registerApplication({
      name: remote,
      app: () => loadRemoteApp(remote),
      activeWhen: (location) => ownerOf(location.pathname) === remote,
      customProps: () => ({ domElement: remoteContainer(remote) }),
    });
  }
}
