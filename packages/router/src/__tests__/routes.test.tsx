import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  Link,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '../index';
import { MemoryRouter } from '../testing';

function Where() {
  const { pathname, search, state } = useLocation();
  return <output data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

function Slug() {
  return <p>package {useParams().slug}</p>;
}

const where = () => screen.getByTestId('where').textContent;

/** The server's markup of `routes` at `path`. */
const renderAt = (path: string, routes: ReactNode) =>
  renderToString(<StaticRouter location={path}>{routes}</StaticRouter>);

describe('Routes', () => {
  test('the most specific route wins whatever the order, parameters are read, case does not matter', () => {
    const site = (path: string) =>
      renderAt(
        path,
        <Routes>
          <Route path="*" element={<p>not found</p>} />
          <Route path="/packages/:slug" element={<Slug />} />
          <Route path="/packages/new" element={<p>new</p>} />
          <Route path="/packages" element={<p>listing</p>} />
        </Routes>,
      );
    expect(site('/packages/new')).toContain('new');
    expect(site('/packages/kedarnath-yatra')).toContain('package <!-- -->kedarnath-yatra');
    expect(site('/Packages?category=treks')).toContain('listing');
    expect(site('/packages/')).toContain('listing');
    expect(site('/nowhere')).toContain('not found');
  });

  test('routes below a splat route are relative to what it matched, and their own splat catches the rest', () => {
    const BookingId = () => <p>booking {useParams().id}</p>;
    const Operator = () => (
      <Routes>
        <Route path="bookings/:id" element={<BookingId />} />
        <Route path="bookings" element={<p>bookings</p>} />
        <Route path="*" element={<p>operator fallback</p>} />
      </Routes>
    );
    const site = (path: string) =>
      renderAt(
        path,
        <Routes>
          <Route path="/operator/*" element={<Operator />} />
          <Route path="*" element={null} />
        </Routes>,
      );
    expect(site('/operator/bookings')).toContain('bookings');
    expect(site('/operator/bookings/b1')).toContain('b1');
    expect(site('/operator/nothing')).toContain('operator fallback');
    expect(site('/operator')).toContain('operator fallback');
    expect(site('/operators')).not.toContain('operator');
  });

  test('a Route outside Routes is refused', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Route path="/" element={null} />)).toThrow(
      '<Route> is only ever a child of <Routes>',
    );
  });
});

describe('navigation', () => {
  test('Link and navigate carry state, replace, and a bare query stays on the path', () => {
    function Controls() {
      const navigate = useNavigate();
      return (
        <>
          <Link to="/login" state={{ from: '/profile' }}>
            Log in
          </Link>
          <Link to="?page=2">Next page</Link>
          <button onClick={() => navigate('/profile', { replace: true, state: { step: 2 } })}>Profile</button>
          <Where />
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/packages']}>
        <Controls />
      </MemoryRouter>,
    );
    expect(screen.getByText('Next page').getAttribute('href')).toBe('/packages?page=2');
    fireEvent.click(screen.getByText('Next page'));
    expect(where()).toBe('/packages?page=2 null');
    fireEvent.click(screen.getByText('Log in'));
    expect(where()).toBe('/login {"from":"/profile"}');
    fireEvent.click(screen.getByText('Profile'));
    expect(where()).toBe('/profile {"step":2}');
  });

  test('a link opening another tab, or clicked with a modifier, is left to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/blogs" target="_blank">
          Blogs
        </Link>
        <Link to="/contact">Contact</Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('Blogs'));
    fireEvent.click(screen.getByText('Contact'), { ctrlKey: true });
    expect(where()).toBe('/ null');
  });

  test('Navigate goes once mounted, with its state', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/profile', state: { back: 1 } }]}>
        <Routes>
          <Route path="/profile" element={<Navigate to="/login" replace state={{ from: '/profile' }} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(where()).toBe('/login {"from":"/profile"}');
  });

  test('search params are read and set on the same path, from a value or from the current ones', () => {
    let set: ReturnType<typeof useSearchParams>[1] = () => undefined;
    function Filters() {
      const [params, setParams] = useSearchParams();
      set = setParams;
      return <p>q={params.get('q')}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/packages?q=kedarnath&page=3']}>
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('q=kedarnath')).toBeTruthy();
    act(() => set({ q: '%41 & more' }));
    expect(screen.getByText('q=%41 & more')).toBeTruthy();
    act(() => set((current) => ({ q: current.get('q') ?? '', sort: 'price' })));
    expect(where()).toBe('/packages?q=%2541+%26+more&sort=price null');
    act(() => set(new URLSearchParams(), { replace: true }));
    expect(where()).toBe('/packages null');
  });

  test('the browser router follows the history whoever pushes to it', () => {
    window.history.replaceState(null, '', '/char-dham');
    const { BrowserRouter } = jest.requireActual<typeof import('../index')>('../index');
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toBe('/char-dham null');
    act(() => window.history.pushState({ from: 'shell' }, '', '/blogs?tag=yatra'));
    expect(where()).toBe('/blogs?tag=yatra {"from":"shell"}');
  });
});

describe('matchPath', () => {
  test('matches a whole path without regard to case, with its parameters', () => {
    expect(matchPath({ path: '/packages/:slug', end: true }, '/Packages/kedarnath')?.params).toEqual({
      slug: 'kedarnath',
    });
    expect(matchPath({ path: '/packages', end: true }, '/packages/kedarnath')).toBeNull();
    expect(matchPath({ path: '/operator/*', end: true }, '/operator')).not.toBeNull();
  });
});
