import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { INQUIRY_THANKS, InquiryForm } from '../components/InquiryForm';

// No signed-in user: the API client sends no token.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

let fetchMock: Mock<typeof fetch>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <InquiryForm />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return {
    input: screen.getByRole('textbox', { name: /your e-mail address/i }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the custom-order inquiry form', () => {
  it('asks for an address when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const { send } = renderForm();
    await user.click(send);
    expect(await screen.findByText('Enter your e-mail address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an address that is not one, next to the field', async () => {
    const user = userEvent.setup();
    const { input, send } = renderForm();
    await user.type(input, 'joiner-at-workshop');
    await user.click(send);
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed address, thanks the visitor and clears the field', async () => {
    fetchMock.mockResolvedValue(json(201, { acknowledged: true, insertedId: 'abc' }));
    const user = userEvent.setup();
    const { input } = renderForm();
    await user.type(input, '  buyer@workshop.example {Enter}');
    expect(await screen.findByText(INQUIRY_THANKS)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/inquiry');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'buyer@workshop.example' });
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it("shows the server's message when it refuses, and keeps the address", async () => {
    const message = 'We already have 3 requests from this address; please try again in 42 minutes';
    fetchMock.mockResolvedValue(json(429, { error: { code: 'too-many-requests', message } }));
    const user = userEvent.setup();
    const { input, send } = renderForm();
    await user.type(input, 'buyer@workshop.example');
    await user.click(send);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(INQUIRY_THANKS)).not.toBeInTheDocument();
    expect(input).toHaveValue('buyer@workshop.example');
  });

  it("shows the server's field message on a 400", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: {
          code: 'invalid-argument',
          message: 'E-mail address is too long',
          fields: { email: 'E-mail address is too long' },
        },
      }),
    );
    const user = userEvent.setup();
    const { input, send } = renderForm();
    await user.type(input, 'buyer@workshop.example');
    await user.click(send);
    await waitFor(() => expect(input).toHaveAccessibleDescription('E-mail address is too long'));
  });
});
