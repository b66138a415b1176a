import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from '../profile/avatar';

test('initials', () => {
  expect(initialsOf('asha', 'rawat')).toBe('AR');
  expect(initialsOf(' ', '')).toBe('?');
});

test('the picture falls back to initials when it fails to load', () => {
  render(<Avatar name="Asha Rawat" initials="AR" src="/broken.png" />);
  fireEvent.error(screen.getByRole('img', { name: 'Asha Rawat' }));
  expect(screen.getByTestId('avatar-initials')).toHaveTextContent('AR');
});
