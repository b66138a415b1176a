import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, fetchMessageTemplates, updateMessageTemplate } from '@trippy/api-client';
import type { MessageTemplate } from '@trippy/contracts';
import { MESSAGE_TEMPLATES, PLACEHOLDERS_FOR } from '@trippy/domain';
import { clearStaffSession, storeStaffLogin } from '@trippy/session';
import { MessageTemplatesEditor } from '../operator/message-templates-editor';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchMessageTemplates: jest.fn(),
  updateMessageTemplate: jest.fn(),
}));
const load = fetchMessageTemplates as jest.MockedFunction<typeof fetchMessageTemplates>;
const update = updateMessageTemplate as jest.MockedFunction<typeof updateMessageTemplate>;

const OWNER = {
  _id: 'o'.repeat(24),
  name: 'Olivia Owner',
  email: 'owner@example.in',
  role: 'owner' as const,
};
const STAFF = {
  _id: 's'.repeat(24),
  name: 'Suresh Staff',
  email: 'staff@example.in',
  role: 'staff' as const,
};

const templates: MessageTemplate[] = (['balance-reminder', 'enquiry-reply'] as const).map((key) => ({
  key,
  label: MESSAGE_TEMPLATES[key].label,
  audience: MESSAGE_TEMPLATES[key].audience,
  body: MESSAGE_TEMPLATES[key].defaultBody,
  placeholders: [...PLACEHOLDERS_FOR[MESSAGE_TEMPLATES[key].audience]],
  updatedAt: null,
  updatedBy: null,
}));

const textArea = () => screen.getByRole('textbox', { name: /^Text after the greeting/ });
const preview = () => screen.getByTestId('template-preview').textContent;

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue(templates);
});
afterEach(() => act(() => clearStaffSession()));

describe('WhatsApp and mail templates (owner)', () => {
  beforeEach(() => act(() => storeStaffLogin('owner-token', OWNER)));

  test('the preview follows the text; a placeholder typo is shown at once and never sent', async () => {
    const user = userEvent.setup();
    render(<MessageTemplatesEditor />);
    await screen.findByRole('combobox', { name: 'Template' });
    expect(preview()).toMatch(
      /^Namaste Meera,\n\nA gentle reminder: the balance of ₹15,000.00 for Kedarnath Yatra/,
    );

    await user.clear(textArea());
    await user.type(textArea(), 'Due {{amountDue} on {{dueDate}');
    expect(preview()).toBe('Namaste Meera,\n\nDue ₹15,000.00 on 21 Apr 2026');
    await user.type(textArea(), ' for {{nmae}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Unknown placeholder \{nmae\}\. Use \{name\}, \{trip\}/,
    );
    expect(textArea()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(update).not.toHaveBeenCalled();
  });

  test('a placeholder is put at the cursor; saving shows who changed it', async () => {
    const user = userEvent.setup();
    update.mockImplementation(async (key, body) => ({
      ...templates[0]!,
      key,
      body,
      updatedAt: '2026-11-24T05:00:00.000Z',
      updatedBy: { _id: OWNER._id, name: OWNER.name },
    }));
    render(<MessageTemplatesEditor />);
    await screen.findByRole('combobox', { name: 'Template' });
    await user.clear(textArea());
    await user.type(textArea(), 'Your trip ');
    await user.click(screen.getByRole('button', { name: /^\{trip\}/ }));
    expect(textArea()).toHaveValue('Your trip {trip}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('balance-reminder', 'Your trip {trip}'));
    expect(await screen.findByText('Last changed by Olivia Owner on 24 Nov 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save template' })).toBeDisabled();
  });

  test("the server's refusal is shown under the field", async () => {
    const user = userEvent.setup();
    update.mockRejectedValue(new ApiFailure('body must be at most 1000 characters', 400));
    render(<MessageTemplatesEditor />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Template' }), 'enquiry-reply');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^\{name\}/),
      expect.stringMatching(/^\{trip\}/),
      expect.stringMatching(/^\{officePhone\}/),
    ]);
    await user.type(textArea(), ' See you soon.');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('body must be at most 1000 characters');
    expect(textArea()).toHaveAccessibleDescription('body must be at most 1000 characters');

    // An enquiry has no booking: {amountDue} is refused before anything is sent.
    await user.type(textArea(), ' {{amountDue}');
    expect(screen.getByRole('alert')).toHaveTextContent(/\{amountDue\} cannot be filled for an enquiry/);
  });
});

describe('WhatsApp and mail templates (staff)', () => {
  test('staff read the templates but cannot change them', async () => {
    act(() => storeStaffLogin('staff-token', STAFF));
    render(<MessageTemplatesEditor />);
    await screen.findByRole('combobox', { name: 'Template' });
    expect(textArea()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
    expect(screen.getByText('Only the owner can change the templates.')).toBeInTheDocument();
  });
});
