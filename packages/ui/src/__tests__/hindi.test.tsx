import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@trippy/router/testing';
import { ComingSoon } from '../coming-soon';
import { FormFailure } from '../form/form-failure';
import { FORM_FAILURE } from '../form/use-form';
import { PhoneField } from '../phone-field';
import { Spinner } from '../spinner';
import { uiMessages } from '../messages';

async function renderAt(path: string, children: ReactNode) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(
      <MemoryRouter>
        <Suspense fallback="loading">{children}</Suspense>
      </MemoryRouter>,
    );
  });
}

beforeAll(() => uiMessages.load('hi'));
afterEach(() => window.history.replaceState(null, '', '/'));

test('on a Hindi page the shared components speak Hindi; FORM_FAILURE stays English for comparisons', async () => {
  await renderAt(
    '/hi/coming-soon',
    <>
      <ComingSoon />
      <FormFailure message={FORM_FAILURE} />
      <PhoneField value="" onValueChange={() => undefined} />
      <Spinner />
    </>,
  );
  expect(screen.getByRole('heading', { name: 'जल्द आ रहा है' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
  expect(screen.getByLabelText('फ़ोन (+91)').getAttribute('placeholder')).toBe('10 अंकों का मोबाइल नंबर');
  expect(screen.getByRole('status').textContent).toBe('लोड हो रहा है');
  expect(FORM_FAILURE).toBe('Something went wrong. Please try again.');
});

test('English pages keep the English words, and a server message is shown as sent', async () => {
  await renderAt(
    '/coming-soon',
    <>
      <ComingSoon />
      <FormFailure message="Seat no longer available" />
      <Spinner label="Loading packages" />
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('Seat no longer available');
  expect(screen.getByRole('status').textContent).toBe('Loading packages');
});
