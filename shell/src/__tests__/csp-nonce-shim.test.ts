import { installNonceShim, readCspNonce } from '../csp/nonce-shim';

const originals = {
  appendChild: Node.prototype.appendChild,
  insertBefore: Node.prototype.insertBefore,
  replaceChild: Node.prototype.replaceChild,
  append: Element.prototype.append,
  prepend: Element.prototype.prepend,
};

function addNonceMeta(nonce: string): void {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  originals.appendChild.call(document.head, meta);
}

afterEach(() => {
  Object.assign(Node.prototype, {
    appendChild: originals.appendChild,
    insertBefore: originals.insertBefore,
    replaceChild: originals.replaceChild,
  });
  Object.assign(Element.prototype, { append: originals.append, prepend: originals.prepend });
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('CSP nonce shim', () => {
  test('without a nonce meta (the development server) nothing is changed', () => {
    expect(readCspNonce(document)).toBeUndefined();
    expect(installNonceShim(document)).toBeUndefined();
    expect(Node.prototype.appendChild).toBe(originals.appendChild);
    const style = document.head.appendChild(document.createElement('style'));
    expect(style.hasAttribute('nonce')).toBe(false);
  });

  test('style, script and link elements inserted by code get the page nonce, whatever the method', () => {
    addNonceMeta('bm9uY2UtMTIz');
    expect(installNonceShim(document)).toBe('bm9uY2UtMTIz');

    const style = document.createElement('style');
    style.textContent = '.toast { color: red }';
    expect(document.head.appendChild(style)).toBe(style);
    const script = document.createElement('script');
    document.head.insertBefore(script, document.head.firstChild);
    const link = document.createElement('link');
    link.rel = 'preload';
    document.head.append('text', link);
    const second = document.createElement('style');
    document.head.prepend(second);
    const third = document.createElement('style');
    document.head.replaceChild(third, second);

    for (const element of [style, script, link, third]) {
      expect(element.getAttribute('nonce')).toBe('bm9uY2UtMTIz');
      expect(element.isConnected).toBe(true);
    }
    expect(document.head.textContent).toContain('text');
  });

  test('other elements and elements that carry their own nonce are left alone', () => {
    addNonceMeta('bm9uY2UtMTIz');
    installNonceShim(document);
    const div = document.body.appendChild(document.createElement('div'));
    expect(div.hasAttribute('nonce')).toBe(false);
    const own = document.createElement('style');
    own.setAttribute('nonce', 'b3du');
    document.head.appendChild(own);
    expect(own.getAttribute('nonce')).toBe('b3du');
  });

  test('markup parsed from a string never gets the nonce, even when its container is appended', () => {
    addNonceMeta('bm9uY2UtMTIz');
    installNonceShim(document);
    const container = document.createElement('div');
    container.innerHTML = '<style>body{display:none}</style><script>window.pwned=1</script>';
    document.body.appendChild(container);
    document.body.insertAdjacentHTML('beforeend', '<style>p{}</style>');
    for (const element of document.querySelectorAll('style, script')) {
      expect(element.hasAttribute('nonce')).toBe(false);
    }
  });
});
