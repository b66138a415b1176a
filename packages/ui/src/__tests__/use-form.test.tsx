import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { ApiFailure } from '@trippy/api-client';
import { FormFailure } from '../form/form-failure';
import { FORM_FAILURE, useForm, type FormErrors } from '../form/use-form';

interface Values {
  name: string;
  phone: string;
}

const validate = (v: Values): FormErrors<Values> => ({
  ...(v.name.trim() ? {} : { name: 'Enter your name' }),
  ...(/^\d{10}$/.test(v.phone) ? {} : { phone: 'Enter a 10-digit mobile number' }),
});

const typed = (value: string) => ({ target: { value } });

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('useForm', () => {
  test('field() gives the value and an onChange that clears only that field’s error', () => {
    const { result } = renderHook(() => useForm<Values>({ name: '', phone: '' }, { validate }));
    act(() => result.current.submit(jest.fn())());
    expect(result.current.errors).toEqual({
      name: 'Enter your name',
      phone: 'Enter a 10-digit mobile number',
    });

    act(() => result.current.field('name').onChange(typed('Ravi')));
    expect(result.current.field('name')).toMatchObject({ name: 'name', value: 'Ravi', error: undefined });
    expect(result.current.field('phone').error).toBe('Enter a 10-digit mobile number');
  });

  test('submit prevents the page load and runs nothing while a rule fails', () => {
    const handler = jest.fn();
    const preventDefault = jest.fn();
    const { result } = renderHook(() => useForm<Values>({ name: 'Ravi', phone: '123' }, { validate }));
    act(() => result.current.submit(handler)({ preventDefault } as never));
    expect(preventDefault).toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ phone: 'Enter a 10-digit mobile number' });
    expect(result.current.busy).toBe(false);
  });

  test('a valid submit runs the handler once, busy until it settles; a second submit meanwhile is ignored', async () => {
    const call = deferred();
    const handler = jest.fn(() => call.promise);
    const { result } = renderHook(() => useForm<Values>({ name: 'Ravi', phone: '9876543210' }, { validate }));
    const send = result.current.submit(handler);
    // Both in one tick, before React draws the busy state: the second is still refused.
    act(() => {
      send();
      send();
    });
    expect(result.current.busy).toBe(true);
    act(() => result.current.submit(handler)());
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ name: 'Ravi', phone: '9876543210' });
    await act(async () => call.resolve());
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  test('a throw becomes the form’s failure: the server’s message, our copy, or the form’s own wording', async () => {
    const { result } = renderHook(() => useForm<Values>({ name: 'Ravi', phone: '9876543210' }));
    await act(async () =>
      result.current.submit(() => Promise.reject(new ApiFailure('Phone is taken', 409)))(),
    );
    expect(result.current.failure).toBe('Phone is taken');
    expect(result.current.busy).toBe(false);

    await act(async () => result.current.submit(() => Promise.reject(new Error('Network Error')))());
    expect(result.current.failure).toBe(FORM_FAILURE);

    await act(async () =>
      result.current.submit(
        () => Promise.reject(new Error('x')),
        () => 'Could not send',
      )(),
    );
    expect(result.current.failure).toBe('Could not send');
  });

  test('the next submit clears the last failure; run() skips the rules', async () => {
    const handler = jest.fn();
    const { result } = renderHook(() =>
      useForm<Values>({ name: '', phone: '' }, { validate, describeFailure: () => 'Refused' }),
    );
    await act(async () => result.current.run(() => Promise.reject(new Error('no'))));
    expect(result.current.failure).toBe('Refused');
    await act(async () => result.current.run(handler));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(result.current.failure).toBeNull();
    expect(result.current.errors).toEqual({});
  });

  test('setServerErrors shows the server’s field messages and form message; reset starts again', () => {
    const { result } = renderHook(() => useForm<Values>(() => ({ name: 'Ravi', phone: '' })));
    act(() => result.current.set('phone', '9876543210'));
    act(() => result.current.setServerErrors({ phone: 'Phone is not valid' }, 'Registration failed.'));
    expect(result.current.errors).toEqual({ phone: 'Phone is not valid' });
    expect(result.current.failure).toBe('Registration failed.');

    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: 'Ravi', phone: '' });
    expect(result.current.errors).toEqual({});
    expect(result.current.failure).toBeNull();
    act(() => result.current.reset({ name: 'Asha', phone: '1' }));
    expect(result.current.values).toEqual({ name: 'Asha', phone: '1' });
  });
});

function NameForm({ onSend }: { onSend: (values: Values) => Promise<void> }) {
  const form = useForm<Values>({ name: '', phone: '9876543210' }, { validate });
  return (
    <form onSubmit={form.submit(onSend)} aria-label="Name form">
      <label htmlFor="name">Name</label>
      <input id="name" {...form.input('name')} />
      {form.errors.name ? <span role="alert">{form.errors.name}</span> : null}
      <button type="submit" disabled={form.busy}>
        {form.busy ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}

describe('useForm in a form', () => {
  test('typing clears the error, and two quick submits send once', async () => {
    const call = deferred();
    const onSend = jest.fn(() => call.promise);
    render(<NameForm onSend={onSend} />);
    const form = screen.getByRole('form', { name: 'Name form' });
    fireEvent.submit(form);
    expect(screen.getByRole('alert').textContent).toBe('Enter your name');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ravi' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => call.resolve());
    expect(screen.getByRole('button').textContent).toBe('Send');
  });
});

describe('FormFailure', () => {
  test('an alert with the message, nothing without one', () => {
    const { rerender } = render(<FormFailure message="Phone is taken" className="warn" />);
    expect(screen.getByRole('alert').textContent).toBe('Phone is taken');
    expect(screen.getByRole('alert').className).toBe('warn');
    rerender(<FormFailure message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
