import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { RouteStrip } from '../char-dham/route-strip';

const SPEC_ROUTE = [
  'Delhi',
  'Haridwar',
  'Barkot',
  'Yamunotri',
  'Uttarkashi',
  'Gangotri',
  'Guptkashi',
  'Kedarnath',
  'Chopta',
  'Badrinath',
  'Rudraprayag',
  'Rishikesh',
  'Delhi',
];

test('the Chardham Yatra Route strip lists the spec 13 stops in order, Delhi to Delhi', () => {
  render(<RouteStrip />);
  expect(screen.getByRole('heading', { name: 'Chardham Yatra Route' })).toBeInTheDocument();
  const stops = within(screen.getByTestId('route-strip')).getAllByRole('listitem');
  expect(stops.map((li) => li.textContent?.replace(/^\d+/, ''))).toEqual(SPEC_ROUTE);
  expect(stops.map((li) => li.textContent?.match(/^\d+/)?.[0])).toEqual(SPEC_ROUTE.map((_, i) => `${i + 1}`));
});
