import { renderWithProviders } from '@site/ui/testing';
import { ProgressBar } from '../progress-bar';
import { StepDots } from '../step-dots';

describe('the questionnaire’s progress look', () => {
  it('fills the bar with the current step circle’s gold', () => {
    renderWithProviders(
      <>
        <ProgressBar current={2} completed={[true, true, false]} />
        <StepDots current={2} completed={[true, true, false]} onSelect={() => {}} />
      </>,
    );
    const fill = document.querySelector('[role="progressbar"] > div');
    const current = document.querySelector('[aria-current="step"]');
    expect(fill).not.toBeNull();
    expect(current).not.toBeNull();
    const fillColour = getComputedStyle(fill!).backgroundColor;
    expect(fillColour).not.toBe('');
    expect(fillColour).toBe(getComputedStyle(current!).backgroundColor);
  });
});
