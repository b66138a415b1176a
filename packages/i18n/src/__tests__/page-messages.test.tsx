import { act, render, screen } from '@testing-library/react';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID } from '@trippy/contracts';
import { fillFromPage } from '@trippy/federation/src/data/page-queries';
import { defineCatalog, useTranslation, type HindiMessages } from '../index';

const hi: HindiMessages = { 'Book now': 'अभी बुक करें' };

test('a Hindi page the server rendered hydrates with the messages it carries, fetching no chunk', async () => {
  // The page's data as the server writes it (useValueForPage → dehydrate).
  const server = new QueryClient();
  server.setQueryData(['messages', 'page-messages-hi'], hi);
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify(dehydrate(server));
  document.body.append(element);
  fillFromPage();
  window.history.replaceState(null, '', '/hi/packages');

  const fetchChunk = jest.fn(() => Promise.resolve({ default: hi }));
  const catalog = defineCatalog('page-messages-hi', fetchChunk);
  function Book() {
    return <button type="button">{useTranslation(catalog).t('Book now')}</button>;
  }
  await act(async () => {
    render(<Book />);
  });
  expect(screen.getByRole('button').textContent).toBe('अभी बुक करें');
  expect(fetchChunk).not.toHaveBeenCalled();
});
