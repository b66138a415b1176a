import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RegionError } from '@trippy/ui';
import { App } from '../app';

/** single-spa lifecycles of this remote; the shell mounts them on the routes this remote owns. */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: () => <RegionError />,
});

export const { bootstrap, mount, unmount } = lifecycles;
