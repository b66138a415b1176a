import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { exposeRegion } from '../expose-region';

type Lifecycle = (props: unknown) => Promise<unknown>;
const lifecycleProps = (domElement: HTMLElement) => ({ name: 'test', domElement, singleSpa: {} });

/** Runs a lifecycle; single-spa-react settles it after React commits, so it is awaited outside act. */
async function run(lifecycle: unknown, domElement: HTMLElement) {
  let settled: Promise<unknown> = Promise.resolve();
  await act(async () => {
    settled = (lifecycle as Lifecycle)(lifecycleProps(domElement));
  });
  await settled;
}

async function mounted(App: () => ReactElement) {
  const region = exposeRegion('test', App);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  await run(region.bootstrap, domElement);
  await run(region.mount, domElement);
  return { region, domElement };
}

test('exposes the App the page server renders and mounts it in the region', async () => {
  const Hello = () => <p>Hello from the region</p>;
  const { region, domElement } = await mounted(Hello);
  expect(region.App).toBe(Hello);
  expect(domElement.textContent).toBe('Hello from the region');
  await run(region.unmount, domElement);
  expect(domElement.innerHTML).toBe('');
});

test('a region whose App throws shows RegionError in its place', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = (): ReactElement => {
    throw new Error('boom');
  };
  const { domElement } = await mounted(Broken);
  expect(domElement.querySelector('[role="alert"]')?.textContent).toContain(
    'This section is temporarily unavailable.',
  );
  quiet.mockRestore();
});
