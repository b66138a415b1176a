import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import type { RemoteName } from '@trippy/federation';
import { RegionError } from '@trippy/ui';

const REGION_NAMES: Record<RemoteName, string> = {
  catalog: 'Our trip catalogue',
  booking: 'Booking',
  account: 'Your account',
  content: 'This page',
};

/** Stand-in lifecycles for a remote that could not be downloaded: a friendly message in its own region. */
export function failedRemoteLifecycles(remote: RemoteName): LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const { domElement } = props as unknown as { domElement: HTMLElement };
      root = createRoot(domElement);
      root.render(<RegionError what={REGION_NAMES[remote]} />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
