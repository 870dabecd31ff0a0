import { act, fireEvent, screen, within } from '@testing-library/react';
import { requiredAnswerMessages } from '@site/contracts/schemas/questionnaire';
import { dismissToast } from '@site/ui/toast';
import { renderWithProviders } from '@site/ui/testing';
import { questionsOf, steps } from '../../model/steps';
import { QuestionnaireWizard } from '../questionnaire-wizard';
import { aBooking, storeDraft, validValues } from './fake-api';
import { parseDraft, readStoredDraft } from '../../model/draft';

beforeEach(() => window.localStorage.clear());
afterEach(() => act(() => dismissToast()));

function renderWizard({
  withBooking = true,
  draft = null,
}: { withBooking?: boolean; draft?: Parameters<typeof QuestionnaireWizard>[0]['draft'] } = {}) {
  return renderWithProviders(
    <QuestionnaireWizard
      bookingId={withBooking ? 12 : null}
      booking={withBooking ? aBooking() : undefined}
      accessKey={null}
      draft={draft}
    />,
  );
}

const stepHeading = () => screen.getByRole('heading', { level: 2 });
const dot = (index: number) =>
  within(screen.getByRole('navigation', { name: 'Questionnaire steps' })).getAllByRole('button')[
    index
  ] as HTMLElement;

describe('<QuestionnaireWizard/>', () => {
  it('offers the seven steps in order, one dot each', () => {
    renderWizard();
    expect(steps.map((step) => step.title)).toEqual([
      'Current Reality',
      'The Gap You’re Feeling',
      'Your Vision',
      'Your Readiness',
      'Your Unique Pattern',
      'Practical Context',
      'Final Reflection',
    ]);
    steps.forEach((step, index) =>
      expect(dot(index)).toHaveAccessibleName(new RegExp(`^Step ${index + 1}: ${step.title}`)),
    );
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^Step 1 of 7, \d+% complete$/),
    );
  });

  it('places every answer of the questionnaire on exactly one step', () => {
    const placed = steps.flatMap((step) => step.questions.map((question) => question.field));
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed).toHaveLength(23);
    for (const field of Object.keys(requiredAnswerMessages)) expect(placed).toContain(field);
  });

  it.each(steps.map((step, index) => [step.title, index] as const))(
    'shows each required answer’s message under it when the visitor leaves it short (%s)',
    async (_title, index) => {
      const { user } = renderWizard({ withBooking: false });
      await user.click(dot(index));
      for (const question of questionsOf(index, true)) {
        if (question.kind === 'scale') continue;
        const field = screen.getByRole('textbox', {
          name: new RegExp(`^${escape(question.label)}`),
        });
        await user.type(field, 'x');
        await user.tab();
        const expected =
          question.field === 'name'
            ? undefined
            : question.field === 'email'
              ? 'Please enter a valid email address'
              : (requiredAnswerMessages as Record<string, string>)[question.field];
        if (expected) expect(field).toHaveAccessibleDescription(new RegExp(escape(expected)));
        if (expected) expect(field).toHaveAttribute('aria-invalid', 'true');
        else expect(field).not.toHaveAttribute('aria-invalid');
      }
    },
  );

  it('shows every message of the step, and stays, when the visitor tries to go on', async () => {
    const { user } = renderWizard({ withBooking: false });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveTextContent('Current Reality');
    for (const message of [
      'Name is required',
      'Please enter a valid email address',
      requiredAnswerMessages.whatsWorking,
      requiredAnswerMessages.whatsNotWorking,
      requiredAnswerMessages.successfulButIncomplete,
    ]) {
      const shown = screen.getByText(message).closest('p')!;
      expect(shown).toBeVisible();
      // The site's one error box, as the portal's alerts: not red words of its own.
      expect(shown).toHaveAttribute('data-error-message');
      expect(getComputedStyle(shown).borderLeftColor).toBe('rgb(180, 35, 24)');
      expect(getComputedStyle(shown).backgroundColor).toBe('rgb(245, 239, 227)');
    }
    expect(screen.getByRole('textbox', { name: 'Your full name' })).toHaveFocus();
    // The optional question asks nothing of the visitor.
    expect(
      screen.getByRole('textbox', { name: /Are you in the middle of any transitions/ }),
    ).not.toHaveAttribute('aria-invalid');
  });

  it('asks for two characters of core essence', async () => {
    const { user } = renderWizard();
    await user.click(dot(4));
    const essence = screen.getByRole('textbox', { name: /core essence/ });
    await user.type(essence, 'x');
    await user.tab();
    const error = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent === 'Please describe your core essence in 2-3 words',
    );
    expect(error).toBeVisible();
    // "2-3" kept whole on a narrow phone: never "2-" at a line's end and "3 words" on the next.
    const range = within(error).getByText('2-3', { selector: 'span' });
    expect(getComputedStyle(range).whiteSpace).toBe('nowrap');
    await user.type(essence, 'y');
    expect(screen.queryByText('Please describe your core essence in 2-3 words')).toBeNull();
  });

  it('keeps every answer while moving between steps, and focuses each step’s heading', async () => {
    const { user } = renderWizard();
    const working = screen.getByRole('textbox', { name: /genuinely working/ });
    await user.click(working);
    await user.paste('My work and my friendships.');
    await user.click(screen.getByRole('textbox', { name: /And what is not working/ }));
    await user.paste('My evenings belong to my inbox.');
    await user.click(screen.getByRole('textbox', { name: /I’m successful by most measures/ }));
    await user.paste('something is still missing.');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(stepHeading()).toHaveTextContent('The Gap You’re Feeling');
    expect(stepHeading()).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: /most like yourself/ }));
    await user.paste('Walking by the sea at dawn.');

    await user.click(dot(5));
    expect(stepHeading()).toHaveTextContent('Practical Context');
    expect(stepHeading()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepHeading()).toHaveTextContent('Your Unique Pattern');
    await user.click(dot(1));
    expect(screen.getByRole('textbox', { name: /most like yourself/ })).toHaveValue(
      'Walking by the sea at dawn.',
    );
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: /genuinely working/ })).toHaveValue(
      'My work and my friendships.',
    );
  });

  it('marks dots current, completed (required answers valid) and upcoming', async () => {
    const { user } = renderWizard();
    expect(dot(0)).toHaveAttribute('aria-current', 'step');
    expect(dot(0)).toHaveAccessibleName('Step 1: Current Reality (current step)');
    expect(dot(1)).toHaveAccessibleName('Step 2: The Gap You’re Feeling (not completed yet)');

    for (const name of [/genuinely working/, /And what is not working/, /successful by most/]) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste('A full and honest answer.');
    }
    await user.click(dot(2));
    expect(dot(0)).toHaveAccessibleName('Step 1: Current Reality (completed)');
    expect(dot(0)).toHaveAttribute('data-state', 'completed');
    expect(dot(2)).toHaveAttribute('data-state', 'current');
    expect(dot(1)).toHaveAttribute('data-state', 'upcoming');

    // Emptying a required answer takes the completed mark away again.
    await user.click(dot(0));
    await user.clear(screen.getByRole('textbox', { name: /genuinely working/ }));
    await user.click(dot(1));
    expect(dot(0)).toHaveAttribute('data-state', 'upcoming');
  });

  // Arrow keys on a real slider are exercised in the browser tests; jsdom only fires the change.
  it('shows each scale’s value, starting at 5, and the value the visitor picks', async () => {
    const { user } = renderWizard();
    await user.click(dot(3));
    const sliders = screen.getAllByRole('slider');
    expect(sliders).toHaveLength(3);
    for (const slider of sliders) {
      expect(slider).toHaveValue('5');
      expect(slider).toHaveAttribute('aria-valuetext', '5 out of 10');
    }
    const truths = screen.getByRole('slider', { name: /hear truths/ });
    fireEvent.change(truths, { target: { value: '7' } });
    expect(truths).toHaveValue('7');
    expect(truths).toHaveAttribute('aria-valuetext', '7 out of 10');
    expect(within(truths.closest('div') as HTMLElement).getByText('7')).toBeVisible();
    expect(screen.getByRole('slider', { name: /real changes/ })).toHaveValue('5');
  });

  it('saves a draft as the visitor types and restores it, with its step, after a remount', async () => {
    const { user, unmount } = renderWizard();
    await user.click(screen.getByRole('textbox', { name: /genuinely working/ }));
    await user.paste('Saved before the tab closed.');
    await user.click(dot(3));
    unmount();

    renderWizard({ draft: parseDraft(readStoredDraft(12)) });
    expect(stepHeading()).toHaveTextContent('Your Readiness');
    await user.click(dot(0));
    expect(screen.getByRole('textbox', { name: /genuinely working/ })).toHaveValue(
      'Saved before the tab closed.',
    );
  });

  it('counts the steps answered, not the step reached: the last step reads 100% only with every answer in', async () => {
    const progress = () => screen.getByRole('progressbar', { name: 'Questionnaire progress' });
    const { user, unmount } = renderWizard();
    await user.click(dot(steps.length - 1));
    expect(progress()).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Step 7 of 7, /));
    expect(progress()).not.toHaveAttribute('aria-valuetext', expect.stringMatching(/100%/));
    expect(screen.queryByText('100% complete')).toBeNull();
    unmount();
    renderWizard({ draft: { values: validValues(), step: steps.length - 1 } });
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 7 of 7, 100% complete');
    expect(screen.getByText('100% complete')).toBeInTheDocument();
  });

  it('keeps drafts of different bookings apart', () => {
    storeDraft(12, validValues({ whatsWorking: 'Booking twelve.' }));
    storeDraft(null, validValues({ whatsWorking: 'No booking.' }));
    expect(parseDraft(readStoredDraft(12))?.values.whatsWorking).toBe('Booking twelve.');
    expect(parseDraft(readStoredDraft(null))?.values.whatsWorking).toBe('No booking.');
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
