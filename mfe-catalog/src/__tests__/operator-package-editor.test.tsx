import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Toaster } from 'sonner';
import { http } from '@trippy/api-client';
import type { OperatorPackageBody } from '@trippy/contracts';
import { BatchesCard } from '../operator/batches-card';
import { PackageEditor } from '../operator/package-editor';
import { emptyForm } from '../operator/package-form';

type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

const CATEGORY = { _id: '1'.repeat(24), name: 'Treks', slug: 'treks', description: '', packageCount: 1 };
const DESTINATION = {
  _id: '2'.repeat(24),
  name: 'Uttarkashi',
  slug: 'uttarkashi',
  region: 'Garhwal',
  packageCount: 1,
};
const IMAGE = `/api/images/uploads/${'3'.repeat(24)}`;

let sent: RequestConfig[];
let answer: (config: RequestConfig) => { status: number; data: unknown };
const originalAdapter = http.defaults.adapter;

beforeEach(() => {
  sent = [];
  const adapter: Adapter = async (config) => {
    sent.push(config);
    const { status, data } = answer(config);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400)
      throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  http.defaults.adapter = adapter;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

jest.setTimeout(30_000);

function renderEditor(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const onSaved = jest.fn();
  render(
    <MemoryRouter>
      <PackageEditor
        initial={emptyForm()}
        choices={{ categories: [CATEGORY], destinations: [DESTINATION] }}
        onSaved={onSaved}
      />
      <Toaster />
    </MemoryRouter>,
  );
  return { user: userEvent.setup({ delay: null, ...options }), onSaved };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Dayara Bugyal Trek');
  await user.type(screen.getByLabelText('Location'), 'Raithal');
  await user.selectOptions(screen.getByLabelText('Category'), CATEGORY._id);
  await user.selectOptions(screen.getByLabelText('Destination'), DESTINATION._id);
  await user.type(screen.getByLabelText('Package type'), 'Trek');
  await user.type(screen.getByLabelText('Duration (as shown)'), '5 Days / 4 Nights');
  await user.type(screen.getByLabelText('Duration in days'), '5');
  await user.type(screen.getByLabelText('Offer price (₹)'), '8,499.50');
  await user.type(screen.getByLabelText('Original price (₹)'), '9999');
  await user.type(screen.getByLabelText('Package description'), 'Meadows above Raithal.');
}

test('the slug follows the name until it is edited by hand', async () => {
  const { user } = renderEditor();
  await user.type(screen.getByLabelText('Name'), 'Dayara Bugyal');
  expect(screen.getByLabelText('Slug (address)')).toHaveValue('dayara-bugyal');
  await user.clear(screen.getByLabelText('Slug (address)'));
  await user.type(screen.getByLabelText('Slug (address)'), 'dayara');
  await user.type(screen.getByLabelText('Name'), ' Trek');
  expect(screen.getByLabelText('Slug (address)')).toHaveValue('dayara');
});

test('nothing is sent while fields are wrong; each says what to fix', async () => {
  const { user } = renderEditor();
  await user.click(screen.getByRole('button', { name: 'Create package' }));
  expect(sent).toHaveLength(0);
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked in red.');
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter the package name');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByText('Upload a card image')).toBeInTheDocument();
});

test('rows are added and removed; days are numbered 1..n; the body is in paise', async () => {
  const { user, onSaved } = renderEditor();
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: 'Add day 1' }));
  await user.click(screen.getByRole('button', { name: 'Add day 2' }));
  await user.click(screen.getByRole('button', { name: 'Add day 3' }));
  await user.type(screen.getByLabelText('Day 1 title'), 'Drive');
  await user.type(screen.getByLabelText('Day 2 title'), 'Gone');
  await user.type(screen.getByLabelText('Day 3 title'), 'Summit');
  await user.click(screen.getByRole('button', { name: 'Remove day 2' }));
  expect(screen.getByLabelText('Day 2 title')).toHaveValue('Summit');
  await user.click(screen.getByRole('button', { name: 'Add highlight' }));
  await user.type(screen.getByLabelText('Highlight 1'), 'Bandarpoonch views');
  await user.click(screen.getByRole('button', { name: 'Add add-on' }));
  await user.type(screen.getByLabelText('Add-on 1 name'), 'Mule');
  await user.type(screen.getByLabelText('Add-on 1 price (₹)'), '750.25');
  const season = screen.getByRole('group', { name: 'Season: All year' });
  await user.click(within(season).getByRole('checkbox', { name: 'Dec' }));
  await user.click(within(season).getByRole('checkbox', { name: 'Jan' }));
  expect(season).toHaveAccessibleName('Season: Dec–Jan');

  // The card image as an upload would leave it (the upload itself is covered by the browser test).
  answer = (config) =>
    config.url === '/api/operator/images'
      ? {
          status: 201,
          data: {
            success: true,
            data: { _id: '3'.repeat(24), url: IMAGE, contentType: 'image/png', bytes: 3, sha256: 'x' },
          },
        }
      : {
          status: 201,
          data: {
            success: true,
            data: { ...detailOf(JSON.parse(String(config.data)) as OperatorPackageBody) },
          },
        };
  const file = new File([new Uint8Array([137, 80, 78])], 'card.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Upload the card image'), file);
  expect(await screen.findByRole('img', { name: 'Card image' })).toHaveAttribute('src', IMAGE);

  await user.click(screen.getByRole('button', { name: 'Create package' }));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  const body = JSON.parse(String(sent.at(-1)?.data)) as OperatorPackageBody;
  expect(body).toMatchObject({
    slug: 'dayara-bugyal-trek',
    offerPrice: 849_950,
    originalPrice: 999_900,
    cardImage: IMAGE,
    itinerary: [
      { day: 1, title: 'Drive', description: '' },
      { day: 2, title: 'Summit', description: '' },
    ],
    highlights: ['Bandarpoonch views'],
    addons: [{ name: 'Mule', price: 75_025 }],
    seasonMonths: [1, 12],
  });
  expect(onSaved).toHaveBeenCalled();
});

test('a file of another type is refused before any upload', async () => {
  const { user } = renderEditor({ applyAccept: false });
  const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
  await user.upload(screen.getByLabelText('Upload the card image'), gif);
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG, WebP, AVIF or HEIC image.');
  expect(sent).toHaveLength(0);
});

test("the server's refusal is shown at its field and every change is kept", async () => {
  const { user, onSaved } = renderEditor();
  await fillRequired(user);
  answer = (config) =>
    config.url === '/api/operator/images'
      ? {
          status: 201,
          data: {
            success: true,
            data: { _id: '3'.repeat(24), url: IMAGE, contentType: 'image/png', bytes: 3, sha256: 'x' },
          },
        }
      : { status: 409, data: { success: false, message: 'The slug dayara-bugyal-trek is already taken' } };
  await user.upload(
    screen.getByLabelText('Upload the card image'),
    new File([new Uint8Array([137, 80, 78])], 'card.png', { type: 'image/png' }),
  );
  await screen.findByRole('img', { name: 'Card image' });
  await user.click(screen.getByRole('button', { name: 'Create package' }));
  const bar = await screen.findByRole('alert');
  expect(bar).toHaveTextContent('The slug dayara-bugyal-trek is already taken');
  expect(screen.getByLabelText('Slug (address)')).toHaveAccessibleDescription(
    'The slug dayara-bugyal-trek is already taken',
  );
  expect(screen.getByLabelText('Offer price (₹)')).toHaveValue('8,499.50');
  expect(screen.getByLabelText('Name')).toHaveValue('Dayara Bugyal Trek');
  expect(onSaved).not.toHaveBeenCalled();
});

function detailOf(body: OperatorPackageBody) {
  const { categoryId, destinationId, ...rest } = body;
  void categoryId;
  void destinationId;
  return {
    ...rest,
    _id: '4'.repeat(24),
    category: { _id: CATEGORY._id, name: CATEGORY.name, slug: CATEGORY.slug },
    destination: { _id: DESTINATION._id, name: DESTINATION.name, slug: DESTINATION.slug },
    addons: body.addons.map((a, i) => ({ _id: String(i + 5).repeat(24), name: a.name, price: a.price })),
    batches: [],
    createdAt: '2026-11-24T00:00:00.000Z',
    updatedAt: '2026-11-24T00:00:00.000Z',
  };
}

test("departures outside the package's season are pointed out, in the table and while adding one", async () => {
  const batch = {
    _id: '4'.repeat(24),
    packageId: '5'.repeat(24),
    startDate: '2027-07-12',
    endDate: '2027-07-21',
    totalSeats: 20,
    seatsSold: 0,
    seatsLeft: 20,
    availability: 'available' as const,
    closed: false,
    closedAt: null,
  };
  render(<BatchesCard packageId={'5'.repeat(24)} season={[5, 6, 9, 10]} initial={[batch]} />);
  expect(
    screen.getByText(/This departure starts in July, outside the package's season \(May–Jun, Sep–Oct\)\./),
  ).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  const adding = screen.getByRole('form', { name: 'Add a batch' });
  await user.type(within(adding).getByLabelText('Start date'), '2027-05-10');
  expect(within(adding).getByRole('status')).toHaveTextContent('');
  await user.clear(within(adding).getByLabelText('Start date'));
  await user.type(within(adding).getByLabelText('Start date'), '2027-08-03');
  expect(within(adding).getByRole('status')).toHaveTextContent(
    "This departure starts in August, outside the package's season (May–Jun, Sep–Oct).",
  );
});
