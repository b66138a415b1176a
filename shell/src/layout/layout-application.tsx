import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { registerApplication } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { Layout } from './layout';

function layoutRoot(): HTMLElement {
  let element = document.getElementById('shell-layout-root');
  if (!element) {
    element = document.createElement('div');
    element.id = 'shell-layout-root';
    document.body.appendChild(element);
  }
  return element;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Layout,
  domElementGetter: layoutRoot,
  errorBoundary: () => <p role="alert">The page layout failed to load. Please refresh.</p>,
});

/** The layout is a single-spa application that is always active. */
export function registerLayoutApplication(): void {
  registerApplication({ name: 'layout', app: lifecycles, activeWhen: () => true });
}
