import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@site/ui/router';
import { createQueryClient } from '@site/api-client/query-client';
import { AppProviders } from '@site/ui/app-providers';
import { dismissToast } from '@site/ui/toast';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { ContactForm } from '../contact-form';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  act(() => dismissToast());
});

/** A fetch answer the test settles when it wants, to look at the pending state. */
function deferredResponse() {
  let settle!: (response: Response) => void;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (settle = resolve)));
  return (response: Response) => act(() => settle(response));
}

const inquiryType = () => screen.getByRole('combobox', { name: 'Inquiry Type' });
const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const organizationInput = () => screen.getByRole('textbox', { name: 'Organization' });
const messageInput = () => screen.getByRole('textbox', { name: 'Message' });
const referral = () => screen.getByRole('combobox', { name: 'How did you hear about me?' });
const submit = () => screen.getByRole('button', { name: 'Send Message' });

type User = ReturnType<typeof renderWithProviders>['user'];

/** Puts text into a field the way a visitor pasting it would (quicker than typing each key). */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValidForm(user: User) {
  await user.selectOptions(inquiryType(), 'podcast');
  await enter(user, nameInput(), '  Sam Host ');
  await enter(user, emailInput(), 'sam@example.com');
  await enter(user, organizationInput(), 'The Deep Work Show');
  await enter(user, messageInput(), 'Would you join our show next month to talk about alignment?');
  await user.selectOptions(referral(), 'conference');
}

describe('<ContactForm/>', () => {
  it('marks inquiry type, name, email and message as required with an asterisk', () => {
    renderWithProviders(<ContactForm />, { path: '/connect' });
    for (const control of [inquiryType(), nameInput(), emailInput(), messageInput()]) {
      expect(control).toHaveAttribute('aria-required', 'true');
      expect(document.querySelector(`label[for="${control.id}"]`)).toHaveTextContent(/\*$/);
    }
    for (const control of [organizationInput(), referral()]) {
      expect(control).not.toHaveAttribute('aria-required');
      expect(document.querySelector(`label[for="${control.id}"]`)).not.toHaveTextContent('*');
    }
  });

  it('offers every inquiry type and referral source', () => {
    renderWithProviders(<ContactForm />, { path: '/connect' });
    const values = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value);
    expect(values(inquiryType())).toEqual([
      '',
      'package',
      'speaking',
      'podcast',
      'partnership',
      'general',
      'other',
    ]);
    expect(values(referral())).toEqual([
      '',
      'google',
      'social',
      'podcast',
      'referral',
      'conference',
      'other',
    ]);
  });

  it('shows each required message under its field and sends nothing', async () => {
    const { user } = renderWithProviders(<ContactForm />, { path: '/connect' });
    await user.click(submit());

    expect(inquiryType()).toHaveAccessibleDescription('Please select what this is about');
    expect(nameInput()).toHaveAccessibleDescription('Name is required');
    expect(emailInput()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(messageInput()).toHaveAccessibleDescription(
      'Please provide more details about your inquiry',
    );
    expect(inquiryType()).toHaveAttribute('aria-invalid', 'true');
    expect(organizationInput()).not.toHaveAttribute('aria-invalid');
    expect(inquiryType()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and a message under 10 characters, and clears messages once fixed', async () => {
    const { user } = renderWithProviders(<ContactForm />, { path: '/connect' });
    await user.selectOptions(inquiryType(), 'general');
    await user.type(nameInput(), 'Sam');
    await user.type(emailInput(), 'sam@');
    await user.type(messageInput(), 'Too short');
    await user.click(submit());

    expect(emailInput()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(messageInput()).toHaveAccessibleDescription(
      'Please provide more details about your inquiry',
    );
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(emailInput(), 'example.com');
    await user.type(messageInput(), ', really.');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Please provide more details about your inquiry'),
    ).not.toBeInTheDocument();
  });

  it("reads 'Sending Message...' and locks the form while sending, then resets it on success", async () => {
    const respond = deferredResponse();
    const { user } = renderWithProviders(<ContactForm />, { path: '/connect' });
    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Sending Message...' })).toBeDisabled();
    expect(nameInput()).toBeDisabled();
    expect(messageInput()).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      inquiryType: 'podcast',
      name: 'Sam Host',
      email: 'sam@example.com',
      organization: 'The Deep Work Show',
      message: 'Would you join our show next month to talk about alignment?',
      referralSource: 'conference',
    });

    await respond(new Response('{"id":1,"createdAt":"x"}', { status: 201 }));
    const toastStatus = await screen.findByRole('status', { name: '' });
    expect(toastStatus).toHaveTextContent('Message sent successfully!');
    expect(toastStatus).toHaveTextContent('I’ll get back to you within 48 hours.');
    // The form's place confirms it, in his words, until he chooses to write another.
    const sent = screen.getByRole('status', { name: 'Message Sent' });
    expect(sent).toHaveFocus();
    expect(sent).toHaveTextContent(
      'Thank you, Sam. Your message is with me now: I read every one myself, and I’ll get back to you within 48 hours at sam@example.com.',
    );
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    await user.click(within(sent).getByRole('button', { name: 'Write Another Message' }));
    expect(screen.queryByRole('status', { name: 'Message Sent' })).not.toBeInTheDocument();
    expect(inquiryType()).toHaveValue('');
    expect(nameInput()).toHaveValue('');
    expect(emailInput()).toHaveValue('');
    expect(organizationInput()).toHaveValue('');
    expect(messageInput()).toHaveValue('');
    expect(referral()).toHaveValue('');
    expect(submit()).toBeEnabled();
  });

  it("shows 'Error sending message' with the server's message and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"Internal Server Error"}', { status: 500 }),
    );
    const { user } = renderWithProviders(<ContactForm />, { path: '/connect' });
    await fillValidForm(user);
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error sending message');
    expect(alert).toHaveTextContent('500: {"message":"Internal Server Error"}');
    expect(nameInput()).toHaveValue('  Sam Host ');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it("falls back to 'Failed to send message' when the failure has no message", async () => {
    fetchMock.mockRejectedValue(new Error(''));
    const { user } = renderWithProviders(<ContactForm />, { path: '/connect' });
    await fillValidForm(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error sending message');
    expect(alert).toHaveTextContent('Failed to send message');
  });

  it('chooses the inquiry type given in the address', () => {
    renderWithProviders(<ContactForm />, { path: '/connect?type=speaking' });
    expect(inquiryType()).toHaveValue('speaking');
  });

  it('starts a message asking for the package chosen on the way (card payments off), says so and takes the focus there', () => {
    renderWithProviders(<ContactForm />, { path: '/connect?package=10-session' });
    expect(inquiryType()).toHaveValue('package');
    expect(inquiryType()).toHaveDisplayValue('Coaching or consulting package');
    expect(messageInput()).toHaveValue(
      'I would like to book the 10-Session Package ($10,000). Please let me know how I can pay for it.',
    );
    const waiting = screen.getByText(/Your message about the 10-Session Package is written/);
    expect(waiting).toHaveTextContent(
      'Your message about the 10-Session Package is written for you below. Add your name and email, and send it.',
    );
    expect(waiting).toHaveFocus();
  });

  it('says nothing of a message written for the visitor when no package was chosen', () => {
    renderWithProviders(<ContactForm />, { path: '/connect?type=speaking' });
    expect(screen.queryByText(/is written for you below/)).not.toBeInTheDocument();
  });

  it('ignores an unknown inquiry type in the address', () => {
    renderWithProviders(<ContactForm />, { path: '/connect?type=hacking' });
    expect(inquiryType()).toHaveValue('');
  });
});

describe('<ContactForm/> before the browser takes over', () => {
  it('is rendered on the server with its button disabled and a POST method', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/connect?type=speaking']}>
        <AppProviders settings={testSettings} queryClient={createQueryClient()}>
          <ContactForm />
        </AppProviders>
      </MemoryRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(within(container).getByRole('button', { name: 'Send Message' })).toBeDisabled();
    expect(within(container).getByRole('combobox', { name: 'Inquiry Type' })).toHaveValue(
      'speaking',
    );
  });
});
