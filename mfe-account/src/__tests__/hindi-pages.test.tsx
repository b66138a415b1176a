import '@testing-library/jest-dom';
import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import { clearSession } from '@trippy/session';
import { uiMessages } from '@trippy/ui';
import { accountMessages } from '../messages';
import { LoginPage } from '../login/login-page';
import { relativeTime } from '../notifications/relative-time';
import { SignupPage } from '../signup/signup-page';

jest.mock('../api/account-api', () => ({ requestLoginCode: jest.fn(), loginWithCode: jest.fn() }));

async function renderHindi(path: string, page: ReactNode) {
  window.history.replaceState(null, '', `/hi${path}`);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading">
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  });
}

beforeAll(async () => {
  // Both catalogues a page of this remote uses: its own and the shared components'.
  await Promise.all([accountMessages.load('hi'), uiMessages.load('hi')]);
});
beforeEach(() => clearSession());
afterEach(() => window.history.replaceState(null, '', '/'));

test('/hi/login is in Hindi, its rule messages too', async () => {
  await renderHindi('/login', <LoginPage />);
  expect(screen.getByRole('heading', { name: 'लॉगिन' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'ओटीपी कोड' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'लॉगिन' }));
  expect(screen.getByText('अपना ईमेल या फ़ोन नंबर डालें')).toBeInTheDocument();
  expect(screen.getByText('अपना पासवर्ड डालें')).toBeInTheDocument();
});

test("/hi/signup is in Hindi, with the shared phone field's own words", async () => {
  await renderHindi('/signup', <SignupPage />);
  expect(screen.getByRole('heading', { name: 'अपना खाता बनाएँ' })).toBeInTheDocument();
  expect(screen.getByLabelText('पहला नाम')).toBeInTheDocument();
  expect(screen.getByLabelText('फ़ोन (+91)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
  expect(screen.getByText('10 अंकों का मोबाइल नंबर डालें')).toBeInTheDocument();
});

test('relative times in Hindi come from Intl', () => {
  const now = Date.parse('2026-03-10T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  expect(relativeTime(ago(5 * 60_000), now, 'hi-IN')).toBe('5 मिनट पहले');
  expect(relativeTime(ago(3 * 3_600_000), now, 'hi-IN')).toBe('3 घंटे पहले');
  expect(relativeTime(ago(30 * 3_600_000), now, 'hi-IN')).toBe('कल');
  expect(relativeTime(ago(4 * 86_400_000), now, 'hi-IN')).toBe('4 दिन पहले');
});
