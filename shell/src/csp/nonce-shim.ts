/** Elements whose loading or applying the page's Content-Security-Policy checks against its nonce. */
const NONCED_ELEMENTS = new Set(['style', 'script', 'link']);

/** The page's nonce from `<meta property="csp-nonce">` (the server adds it per response), if any. */
export function readCspNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the nonce attribute (it reads "") once the element is in the document; the property keeps it.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

function stamp(node: Node | string, nonce: string): void {
  if (typeof node === 'string' || node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as HTMLElement;
  if (!NONCED_ELEMENTS.has(element.localName)) return;
  if (!element.nonce && !element.getAttribute('nonce')) element.setAttribute('nonce', nonce);
}

/**
 * Gives the page's nonce to every style, script and link element the page's own code inserts, so that the
 * strict policy (no 'unsafe-inline') still applies them. style-loader (the CSS of the shell and of every
 * remote, each with its own webpack runtime) and sonner (its toast styles) add `<style>` elements at run
 * time, and Module Federation adds scripts and preload links. Only elements inserted one by one through
 * these DOM methods are stamped: markup an attacker gets parsed (innerHTML, a server response) never passes
 * through here, so its inline scripts, styles and event handlers stay blocked.
 * Returns the nonce, or undefined (nothing changed) when the page has none, e.g. the development server.
 */
export function installNonceShim(doc: Document = document): string | undefined {
  const nonce = readCspNonce(doc);
  const view = doc.defaultView;
  if (!nonce || !view) return undefined;
  const nodeProto = view.Node.prototype;
  const elementProto = view.Element.prototype;
  const { appendChild, insertBefore, replaceChild } = nodeProto;
  const { append, prepend } = elementProto;

  nodeProto.appendChild = function <T extends Node>(this: Node, node: T): T {
    stamp(node, nonce);
    return appendChild.call(this, node) as T;
  };
  nodeProto.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    stamp(node, nonce);
    return insertBefore.call(this, node, child) as T;
  };
  nodeProto.replaceChild = function <T extends Node>(this: Node, node: Node, child: T): T {
    stamp(node, nonce);
    return replaceChild.call(this, node, child) as T;
  };
  elementProto.append = function (this: Element, ...nodes: (Node | string)[]): void {
    nodes.forEach((node) => stamp(node, nonce));
    append.apply(this, nodes);
  };
  elementProto.prepend = function (this: Element, ...nodes: (Node | string)[]): void {
    nodes.forEach((node) => stamp(node, nonce));
    prepend.apply(this, nodes);
  };
  return nonce;
}
