import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { toast } from '@trippy/ui';
import { LazyToaster } from '../layout/lazy-toaster';

test('no toast code at start; the first toast mounts the toaster, which shows it', async () => {
  const { container } = render(<LazyToaster position="top-center" />);
  expect(container).toBeEmptyDOMElement();
  toast.success('Profile updated.');
  expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
});
