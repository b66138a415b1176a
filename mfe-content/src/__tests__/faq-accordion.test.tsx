import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion, faqJsonLd } from '../char-dham/faq-accordion';
import { charDhamOn } from '../char-dham/char-dham-content';
import { toDateOnly } from '@trippy/domain';

const charDham = charDhamOn(toDateOnly());

const items = charDham.faq.items;

function expandedStates(): boolean[] {
  return screen.getAllByRole('button').map((b) => b.getAttribute('aria-expanded') === 'true');
}

describe('FAQ accordion (spec 4: one open at a time; clicking the open one closes it)', () => {
  test('starts closed, opens one, switching opens only the other, clicking the open one closes it', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    expect(expandedStates().every((open) => !open)).toBe(true);
    expect(screen.queryByText(items[0]!.answer)).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: items[0]!.question }));
    expect(expandedStates().filter(Boolean)).toHaveLength(1);
    expect(screen.getByText(items[0]!.answer)).toBeVisible();

    await user.click(screen.getByRole('button', { name: items[2]!.question }));
    expect(expandedStates()).toEqual(items.map((_, i) => i === 2));
    expect(screen.getByText(items[0]!.answer)).not.toBeVisible();
    expect(screen.getByText(items[2]!.answer)).toBeVisible();

    await user.click(screen.getByRole('button', { name: items[2]!.question }));
    expect(expandedStates().every((open) => !open)).toBe(true);
  });

  test('FAQPage structured data carries every question and answer and cannot close its script tag', () => {
    const data = JSON.parse(faqJsonLd(items)) as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => q.name)).toEqual(items.map((i) => i.question));
    expect(data.mainEntity[0]!.acceptedAnswer.text).toBe(items[0]!.answer);
    expect(faqJsonLd([{ question: '</script>', answer: 'x' }])).not.toContain('</script>');
  });
});
