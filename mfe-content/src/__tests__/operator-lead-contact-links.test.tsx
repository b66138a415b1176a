import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@trippy/router/testing';
import { ContactLinks } from '../operator/contact-links';

const LEAD = 'a'.repeat(24);

describe("a lead's contact links", () => {
  test("a row's WhatsApp opens the lead's message panel (templates, logged), not a fixed greeting", () => {
    render(
      <MemoryRouter>
        <ContactLinks leadId={LEAD} name="Meera Bisht" phone="9876543210" listSearch="?status=new" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Call Meera Bisht on +91 9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: /^WhatsApp Meera Bisht/ })).toHaveAttribute(
      'href',
      `/operator/leads/${LEAD}#whatsapp`,
    );
    expect(document.querySelector('a[href*="wa.me"]')).toBeNull();
  });

  test("on the lead's page, WhatsApp jumps to the panel below", () => {
    render(
      <MemoryRouter>
        <ContactLinks leadId={LEAD} size="large" name="Meera Bisht" phone="9876543210" email="m@example.in" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /^WhatsApp Meera Bisht/ })).toHaveAttribute('href', '#whatsapp');
    expect(screen.getByRole('link', { name: 'Email Meera Bisht at m@example.in' })).toBeInTheDocument();
  });
});
